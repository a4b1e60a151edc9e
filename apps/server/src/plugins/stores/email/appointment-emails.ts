import { type AppointmentPurpose, isMailable, type Locale, shopLocale } from '@maison/shared';
import { TransactionalConnection } from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { Store } from '../entities/store.entity';
import { AppointmentEvent } from '../events/appointment-event';
import { appointmentCalendarFile } from '../services/appointment-calendar-file';

const PURPOSE: Record<AppointmentPurpose, string> = {
    discoverCollection: '鉴赏系列 Discover a collection',
    collectPurchase: '提取购买 Collect a purchase',
    serviceAdvice: '售后咨询 Service advice',
    strapFitting: '表带更换 Strap fitting',
    engraving: '镌刻 Engraving',
    other: '其他 Other',
};

/** The store as a letter and the calendar file name it, in `locale` (Chinese when the store has none). */
interface StorePlace {
    name: string;
    address: string;
    phone: string;
    latitude: number;
    longitude: number;
}

async function storePlace(
    event: AppointmentEvent,
    connection: TransactionalConnection,
    locale: Locale,
): Promise<StorePlace> {
    const store = await connection.getRepository(event.ctx, Store).findOneOrFail({
        where: { id: event.appointment.storeId },
        relations: { translations: true },
    });
    const t =
        store.translations.find((x) => x.languageCode === locale) ??
        store.translations.find((x) => x.languageCode === 'zh') ??
        store.translations[0];
    const address = [t?.provinceName, t?.cityName, t?.districtName, t?.addressLine]
        .filter(Boolean)
        .join(locale === 'zh' ? '' : ', ');
    return {
        name: t?.name ?? store.slug,
        address,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
    };
}

/** What the letters say of the appointment: never its token's hash or its customer. */
function appointmentVars(event: AppointmentEvent) {
    const a = event.appointment;
    return {
        reference: a.reference,
        date: a.date,
        slotStart: a.slotStart,
        slotEnd: a.slotEnd,
        name: a.name,
        mobile: a.mobile,
        email: a.email,
        note: a.note,
        purpose: PURPOSE[a.purpose] ?? a.purpose,
    };
}

/**
 * The mails of a new booking, sent by the job queue: to the visitor when they gave an e-mail
 * address, with the visit as a calendar file (`.ics`), and to the boutique's own address, when
 * it has one. The signed link goes by SMS only: a mail job's data is kept, and no token may be.
 */
export function appointmentEmails(options: { publicUrl: string; brandName: string }) {
    const uidDomain = new URL(options.publicUrl).hostname;

    const visitor = new EmailEventListener('appointment-booked')
        .on(AppointmentEvent)
        .filter((event) => event.kind === 'booked' && isMailable(event.appointment.email))
        .loadData(async ({ event, injector }) => ({
            store: await storePlace(
                event,
                injector.get(TransactionalConnection),
                shopLocale(event.appointment.languageCode),
            ),
        }))
        .setRecipient((event) => event.appointment.email)
        .setFrom('{{ fromAddress }}')
        .setSubject('预约已收到 Your appointment {{ appointment.reference }}')
        .setTemplateVars((event) => ({ appointment: appointmentVars(event), store: event.data.store }))
        .setAttachments((event) => [
            {
                filename: `appointment-${event.appointment.reference}.ics`,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: appointmentCalendarFile(
                    {
                        reference: event.appointment.reference,
                        date: event.appointment.date,
                        slotStart: event.appointment.slotStart,
                        slotEnd: event.appointment.slotEnd,
                        storeName: event.data.store.name,
                        storeAddress: event.data.store.address,
                        latitude: event.data.store.latitude,
                        longitude: event.data.store.longitude,
                    },
                    shopLocale(event.appointment.languageCode),
                    { brandName: options.brandName, uidDomain },
                ),
            },
        ]);

    const boutique = new EmailEventListener('appointment-boutique')
        .on(AppointmentEvent)
        // The booking service puts the store on the booked appointment: its address decides.
        .filter((event) => event.kind === 'booked' && isMailable(event.appointment.store?.email))
        .loadData(async ({ event, injector }) => ({
            store: await storePlace(event, injector.get(TransactionalConnection), 'zh'),
        }))
        .setRecipient((event) => event.appointment.store.email)
        .setFrom('{{ fromAddress }}')
        .setSubject(
            '新预约 New appointment {{ appointment.date }} {{ appointment.slotStart }} {{ appointment.reference }}',
        )
        .setTemplateVars((event) => ({ appointment: appointmentVars(event), store: event.data.store }));

    return [visitor, boutique];
}
