import { type FailureCode, failureStatus } from '@maison/shared';
import { LanguageCode } from '@vendure/core';

type Texts = Record<'zh' | 'en' | 'de', string>;

/**
 * What a REST client shows its user for a failure (spec §8: the mini-program shows the message
 * under its form). The code beside it is the contract; a code without its own text here is
 * told by its status.
 */
export const LEGACY_MESSAGES: Partial<Record<FailureCode, Texts>> = {
    INVALID: {
        zh: '请求内容有误,请检查后重试。',
        en: 'The request is not valid; check it and try again.',
        de: 'Die Anfrage ist ungültig; bitte prüfen und erneut versuchen.',
    },
    NOT_SIGNED_IN: { zh: '请先登录。', en: 'Please sign in first.', de: 'Bitte melden Sie sich zuerst an.' },
    ENTITY_NOT_FOUND: {
        zh: '未找到所请求的内容。',
        en: 'What was asked for does not exist.',
        de: 'Das Angefragte existiert nicht.',
    },
    UNKNOWN: {
        zh: '服务暂时不可用,请稍后再试。',
        en: 'Something went wrong on our side; please try again later.',
        de: 'Bei uns ist ein Fehler aufgetreten; bitte später erneut versuchen.',
    },
    INSUFFICIENT_STOCK_ERROR: { zh: '库存不足', en: 'Not enough in stock.', de: 'Nicht genügend auf Lager.' },
    NOT_AVAILABLE: { zh: '该商品暂不可售', en: 'This item is not available', de: 'Dieser Artikel ist nicht verfügbar' },
    ORDER_LIMIT_ERROR: {
        zh: '该商品已达到可购买的最大数量',
        en: 'This item has reached the maximum quantity you can add',
        de: 'Die Höchstmenge für diesen Artikel ist erreicht',
    },
    INVALID_MOBILE: {
        zh: '请输入有效的手机号码。',
        en: 'Enter a valid mobile number.',
        de: 'Bitte eine gültige Mobilnummer eingeben.',
    },
    CAPTCHA_FAILED: {
        zh: '安全验证未通过,请重试。',
        en: 'The security check failed; try again.',
        de: 'Die Sicherheitsprüfung ist fehlgeschlagen; bitte erneut versuchen.',
    },
    TOO_SOON: {
        zh: '请稍后再获取验证码。',
        en: 'Wait a moment before asking for another code.',
        de: 'Bitte kurz warten, bevor Sie einen neuen Code anfordern.',
    },
    GUEST_CART_THROTTLED: {
        zh: '操作过于频繁,请稍后再试。',
        en: 'Too many carts opened; please try again later.',
        de: 'Zu viele Warenkörbe geöffnet; bitte später erneut versuchen.',
    },
    DAILY_LIMIT: { zh: '今日次数已达上限。', en: 'Today’s limit is reached.', de: 'Das heutige Limit ist erreicht.' },
    SMS_CODE_WRONG: { zh: '验证码不正确。', en: 'The code is not correct.', de: 'Der Code ist nicht korrekt.' },
    SMS_CODE_EXPIRED: {
        zh: '验证码已过期,请重新获取。',
        en: 'The code has expired; ask for a new one.',
        de: 'Der Code ist abgelaufen; bitte einen neuen anfordern.',
    },
    SMS_CODE_USED: {
        zh: '验证码已使用,请重新获取。',
        en: 'The code was used already; ask for a new one.',
        de: 'Der Code wurde bereits verwendet; bitte einen neuen anfordern.',
    },
    SMS_CODE_LOCKED: {
        zh: '错误次数过多,请重新获取验证码。',
        en: 'Too many wrong codes; ask for a new one.',
        de: 'Zu viele falsche Codes; bitte einen neuen anfordern.',
    },
    SMS_CODE_NONE: { zh: '请先获取验证码。', en: 'Ask for a code first.', de: 'Bitte zuerst einen Code anfordern.' },
    TERMS_NOT_ACCEPTED: {
        zh: '请先同意会员条款与隐私政策。',
        en: 'Accept the member terms and the privacy policy first.',
        de: 'Bitte zuerst den Mitgliedsbedingungen und der Datenschutzerklärung zustimmen.',
    },
    WECHAT_CODE_INVALID: {
        zh: '微信登录已失效,请重试。',
        en: 'The WeChat sign-in has expired; try again.',
        de: 'Die WeChat-Anmeldung ist abgelaufen; bitte erneut versuchen.',
    },
    WECHAT_ACCOUNT_TAKEN: {
        zh: '该微信账号已绑定其他会员。',
        en: 'This WeChat account is linked to another member.',
        de: 'Dieses WeChat-Konto ist bereits mit einem anderen Mitglied verknüpft.',
    },
    WECHAT_UNAVAILABLE: {
        zh: '微信服务暂时不可用,请稍后再试。',
        en: 'WeChat is not answering; try again later.',
        de: 'WeChat antwortet gerade nicht; bitte später erneut versuchen.',
    },
    ORDER_NOT_FOUND: { zh: '未找到该订单。', en: 'No such order.', de: 'Diese Bestellung gibt es nicht.' },
    WISHLIST_FULL: { zh: '心愿单已满。', en: 'The wishlist is full.', de: 'Die Wunschliste ist voll.' },
    ADDRESS_BOOK_FULL: { zh: '地址簿已满。', en: 'The address book is full.', de: 'Das Adressbuch ist voll.' },
    STORE_NOT_FOUND: {
        zh: '未找到该精品店。',
        en: 'This boutique was not found.',
        de: 'Diese Boutique wurde nicht gefunden.',
    },
    STORE_NOT_BOOKABLE: {
        zh: '该精品店暂不接受预约。',
        en: 'This boutique takes no appointments at the moment.',
        de: 'Diese Boutique nimmt derzeit keine Termine an.',
    },
    SLOT_UNAVAILABLE: {
        zh: '该时段不可预约,请选择其他时段。',
        en: 'This time cannot be booked; please choose another.',
        de: 'Diese Uhrzeit ist nicht buchbar; bitte wählen Sie eine andere.',
    },
    SLOT_FULL: {
        zh: '该时段已约满,请选择其他时段。',
        en: 'This time is fully booked; please choose another.',
        de: 'Diese Uhrzeit ist ausgebucht; bitte wählen Sie eine andere.',
    },
    APPOINTMENT_LIMIT: {
        zh: '该手机号码待到店的预约已达上限。',
        en: 'This number has as many upcoming appointments as it may.',
        de: 'Diese Nummer hat bereits so viele anstehende Termine wie möglich.',
    },
    INVALID_APPOINTMENT_INPUT: {
        zh: '请检查填写的预约信息。',
        en: 'Please check the appointment’s details.',
        de: 'Bitte prüfen Sie die Angaben zum Termin.',
    },
    TOO_MANY_ITEMS: { zh: '一次提交的条目过多。', en: 'Too many items at once.', de: 'Zu viele Einträge auf einmal.' },
    BAG_EMPTY: {
        zh: '购物袋是空的,请先添加商品。',
        en: 'The bag is empty; add something first.',
        de: 'Der Warenkorb ist leer; bitte zuerst etwas hinzufügen.',
    },
    PAID_AT_GATEWAY: {
        zh: '此订单已付款,正在等待支付平台确认。',
        en: 'This order has been paid; we are waiting for the payment provider to confirm it.',
        de: 'Diese Bestellung ist bezahlt; wir warten auf die Bestätigung des Zahlungsanbieters.',
    },
    OPEN_REQUEST_EXISTS: {
        zh: '该订单已有进行中的售后申请。',
        en: 'This order already has a request in progress.',
        de: 'Zu dieser Bestellung läuft bereits eine Anfrage.',
    },
    ORDER_NOT_CANCELLABLE: {
        zh: '订单已发货,无法取消;收到商品后可申请退货。',
        en: 'This order has shipped and can no longer be cancelled; you may return it once it arrives.',
        de: 'Diese Bestellung wurde versandt und kann nicht mehr storniert werden; nach Erhalt können Sie sie zurücksenden.',
    },
    ORDER_NOT_RETURNABLE: {
        zh: '该订单目前无法申请退货。',
        en: 'This order cannot be returned at the moment.',
        de: 'Diese Bestellung kann derzeit nicht zurückgesendet werden.',
    },
    INVALID_RETURN_LINES: {
        zh: '请选择要退回的商品,数量不能超过购买数量。',
        en: 'Choose the items to return, no more than you bought.',
        de: 'Wählen Sie die Artikel, höchstens so viele wie gekauft.',
    },
    INVALID_REASON: { zh: '请选择原因。', en: 'Please choose a reason.', de: 'Bitte wählen Sie einen Grund.' },
    INVALID_TRACKING: {
        zh: '请填写快递公司和正确的快递单号(4–40 位字母或数字)。',
        en: 'Give the carrier and a valid tracking number (4–40 letters or digits).',
        de: 'Nennen Sie den Versanddienst und eine gültige Sendungsnummer (4–40 Buchstaben oder Ziffern).',
    },
    REQUEST_CLOSED: {
        zh: '该申请已处理,无法再更改。',
        en: 'This request has been handled and can no longer be changed.',
        de: 'Diese Anfrage wurde bearbeitet und kann nicht mehr geändert werden.',
    },
};

/** Told by status when a code has no text of its own. */
const BY_STATUS: Record<number, Texts> = {
    400: LEGACY_MESSAGES.INVALID!,
    401: LEGACY_MESSAGES.NOT_SIGNED_IN!,
    402: { zh: '支付未成功。', en: 'The payment did not go through.', de: 'Die Zahlung ist nicht durchgegangen.' },
    403: { zh: '无权进行此操作。', en: 'This is not allowed.', de: 'Das ist nicht erlaubt.' },
    404: LEGACY_MESSAGES.ENTITY_NOT_FOUND!,
    409: {
        zh: '当前状态下无法进行此操作。',
        en: 'This cannot be done in the current state.',
        de: 'Das ist im aktuellen Zustand nicht möglich.',
    },
    410: { zh: '已失效。', en: 'This is no longer valid.', de: 'Das ist nicht mehr gültig.' },
    422: LEGACY_MESSAGES.INVALID!,
    429: {
        zh: '操作过于频繁,请稍后再试。',
        en: 'Too many attempts; try again later.',
        de: 'Zu viele Versuche; bitte später erneut versuchen.',
    },
};

export function legacyMessage(code: FailureCode, language: LanguageCode): string {
    const texts = LEGACY_MESSAGES[code] ?? BY_STATUS[failureStatus(code)] ?? LEGACY_MESSAGES.UNKNOWN!;
    const lang = language === LanguageCode.en || language === LanguageCode.de ? language : 'zh';
    return texts[lang];
}
