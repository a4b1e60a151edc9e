/** An app of the brand's at WeChat (the mini-program, the official account): its AppID and AppSecret. */
export interface WechatAppConfig {
    /** The app's AppID (wx…). */
    appId: string;
    /** Its AppSecret: sent to WeChat only, never logged. */
    appSecret: string;
    /** WeChat's API address; `https://api.weixin.qq.com` unless told (a test's fake). */
    baseUrl?: string;
}

/** The one call an adapter makes (a fake stands in for it in tests). */
export type FetchLike = (
    url: string,
    init: { signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** How long WeChat may take to answer before the caller is told it is unavailable. */
const TIMEOUT_MS = 5_000;

/**
 * The address of a GET at WeChat's API. The AppSecret and tokens travel in the query string, as
 * WeChat asks: such URLs are never logged.
 */
export function wechatApiUrl(config: Pick<WechatAppConfig, 'baseUrl'>, path: string, params: Record<string, string>) {
    const url = new URL(path, config.baseUrl ?? 'https://api.weixin.qq.com');
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
}

/** WeChat's JSON answer to a GET (an `errcode` is the caller's to read); throws when WeChat does not answer in time or at all. */
export async function askWechat<T>(fetchImpl: FetchLike, url: string, what: string): Promise<T> {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${what} answered HTTP ${res.status}`);
    return (await res.json()) as T;
}
