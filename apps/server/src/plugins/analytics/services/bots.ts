/**
 * Known robots by their user agent: search engines' crawlers (Baiduspider, Googlebot, bingbot,
 * YisouSpider, Sogou, 360Spider, Bytespider and the like, all of which name themselves bot,
 * spider or crawler) and command-line and library clients. A headless browser is not dropped:
 * the shop's own browser tests count their visits with one.
 */
const BOT =
    /(bot|spider|crawler|crawl)\b|sogou|slurp|^curl\/|^wget\/|python-requests|python-urllib|aiohttp|go-http-client|^java\/|okhttp|scrapy|libwww|httpclient|^node-fetch/i;

/** True for a robot's user agent, and for none at all (every browser sends one). */
export function isBot(userAgent: string | undefined): boolean {
    const ua = userAgent?.trim();
    return !ua || BOT.test(ua);
}
