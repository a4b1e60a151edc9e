import type { CaptchaChallenge } from './sign-in';

/** Tencent's captcha script (天御 TCaptcha), loaded when a visitor first asks for a code. */
const SCRIPT_URL = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

/** What the script's callback hands back: ret 0 when solved, 2 when the visitor closed it. */
interface TencentCaptchaResult {
    ret: number;
    ticket?: string;
    randstr?: string;
    errorCode?: number;
}

type TencentCaptchaConstructor = new (
    appId: string,
    callback: (result: TencentCaptchaResult) => void,
    options?: Record<string, unknown>,
) => { show(): void };

declare global {
    interface Window {
        TencentCaptcha?: TencentCaptchaConstructor;
    }
}

let loading: Promise<TencentCaptchaConstructor> | undefined;

function loadScript(): Promise<TencentCaptchaConstructor> {
    loading ??= new Promise<TencentCaptchaConstructor>((resolve, reject) => {
        if (window.TencentCaptcha) return resolve(window.TencentCaptcha);
        const script = document.createElement('script');
        script.src = SCRIPT_URL;
        script.async = true;
        script.onload = () =>
            window.TencentCaptcha ? resolve(window.TencentCaptcha) : reject(new Error('no TencentCaptcha'));
        script.onerror = () => reject(new Error('the captcha script did not load'));
        document.head.appendChild(script);
    }).catch((err: unknown) => {
        loading = undefined;
        throw err;
    });
    return loading;
}

/**
 * Shows Tencent's captcha and resolves with its ticket and randstr once solved; null when the
 * visitor closes it. A script that does not load rejects, and the form says the check failed.
 */
export async function solveTencentCaptcha(appId: string): Promise<CaptchaChallenge | null> {
    const TencentCaptcha = await loadScript();
    return new Promise((resolve) => {
        const captcha = new TencentCaptcha(appId, (result) => {
            if (result.ret === 0 && result.ticket && result.randstr) {
                resolve({ ticket: result.ticket, randstr: result.randstr });
            } else {
                resolve(null);
            }
        });
        captcha.show();
    });
}
