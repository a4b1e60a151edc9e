import { useState, type RefObject } from 'react';

import { solveTencentCaptcha } from './tencent-captcha';

/**
 * Asking for an SMS code behind Tencent's captcha: solves it, then posts `form` with the
 * `sms-code` intent and the captcha's answer through `submit`. A visitor who closes the captcha
 * stays where they were; one it fails is told so (`failed`).
 */
export function useTencentCaptchaAsk(
    appId: string,
    form: RefObject<HTMLFormElement | null>,
    submit: (data: FormData) => Promise<void>,
) {
    const [failed, setFailed] = useState(false);
    const ask = async () => {
        setFailed(false);
        const solved = await solveTencentCaptcha(appId).catch(() => undefined);
        if (solved === null) return;
        if (!solved || !form.current) {
            setFailed(true);
            return;
        }
        const data = new FormData(form.current);
        data.set('intent', 'sms-code');
        data.set('ticket', solved.ticket);
        data.set('randstr', solved.randstr);
        await submit(data);
    };
    return { ask, failed };
}
