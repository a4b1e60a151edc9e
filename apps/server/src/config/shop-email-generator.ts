import { formatDateTime, formatMoney, formatPersonName, type PersonName } from '@maison/shared';
import { HandlebarsMjmlGenerator, type InitializedEmailPluginOptions } from '@vendure/email-plugin';
import Handlebars from 'handlebars';

/**
 * MJML's note to Outlook on high-DPI screens: an XML block inside a conditional comment. Mail
 * clients that drop the comment but keep its text show a stray "96" above the letter; Outlook
 * without it scales pictures by its own DPI, which our letters (text and tables) do not mind.
 */
const OFFICE_SETTINGS = /<!--\[if mso\]>\s*<noscript>\s*<xml>\s*<o:OfficeDocumentSettings>[\s\S]*?<!\[endif\]-->\s*/;

/** The letter's HTML without MJML's Outlook settings block. */
export function withoutOfficeSettings(html: string): string {
    return html.replace(OFFICE_SETTINGS, '');
}

/** A Handlebars helper's optional argument: Handlebars passes its options object in place of one not given. */
function given(value: unknown): string | undefined {
    return typeof value === 'string' ? value : undefined;
}

/**
 * Vendure's Handlebars and MJML mails with the shop's own helpers, so that a letter reads as the
 * shop does: `formatMoney` is the shop's (yuan without decimals, not Vendure's ¥45,990.00),
 * `formatDateTime` is Beijing time whatever the server's time zone, and `personName` writes a
 * name as the language does (family name first in Chinese).
 */
export class ShopEmailGenerator extends HandlebarsMjmlGenerator {
    override async onInit(options: InitializedEmailPluginOptions): Promise<void> {
        await super.onInit(options);
        // Vendure's generator registers its helpers on the one Handlebars instance: these replace them.
        Handlebars.registerHelper('formatMoney', (amount: unknown, currency: unknown, locale: unknown) =>
            typeof amount === 'number' ? formatMoney(amount, given(currency), given(locale)) : '',
        );
        Handlebars.registerHelper('formatDateTime', (at: unknown, locale: unknown) =>
            at instanceof Date || typeof at === 'string' ? formatDateTime(at, given(locale)) : '',
        );
        Handlebars.registerHelper('personName', (person: unknown, locale: unknown) =>
            person && typeof person === 'object' ? formatPersonName(person as PersonName, given(locale) ?? 'zh') : '',
        );
    }

    override async generate(
        from: string,
        subject: string,
        template: string,
        templateVars: Record<string, unknown>,
    ): Promise<{ from: string; subject: string; body: string }> {
        const mail = await super.generate(from, subject, template, templateVars);
        return { ...mail, body: withoutOfficeSettings(mail.body) };
    }
}
