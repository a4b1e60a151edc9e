import { type Locale, shopInstant } from '@maison/shared';
import { createEvent } from 'ics';

/** The appointment and its store, as the calendar file names them. */
export interface CalendarFileFacts {
    reference: string;
    /** YYYY-MM-DD in China. */
    date: string;
    /** HH:MM in Beijing time. */
    slotStart: string;
    slotEnd: string;
    /** The store's name and address in the visitor's language. */
    storeName: string;
    storeAddress: string;
    /** GCJ-02, as the store keeps it. */
    latitude: number;
    longitude: number;
}

const TITLE: Record<Locale, string> = { zh: '到店预约', en: 'Appointment', de: 'Termin' };
const REFERENCE: Record<Locale, string> = { zh: '预约号', en: 'Reference', de: 'Referenz' };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The appointment as an iCalendar file (RFC 5545) for the visitor's calendar. The slot is
 * Beijing time; its start and end are written as UTC moments (the library writes no TZID), so
 * a phone in any time zone shows the visit at the right hour. The UID comes from the reference,
 * so a file sent again replaces the entry instead of adding one.
 */
export function appointmentCalendarFile(
    facts: CalendarFileFacts,
    locale: Locale,
    options: { brandName: string; uidDomain: string },
): string {
    const { error, value } = createEvent({
        productId: `${options.brandName}/appointments`,
        uid: `appointment-${facts.reference}@${options.uidDomain}`,
        title: `${TITLE[locale]} · ${facts.storeName}`,
        description: `${REFERENCE[locale]} ${facts.reference}`,
        start: shopInstant(facts.date, minutesOf(facts.slotStart)).getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: shopInstant(facts.date, minutesOf(facts.slotEnd)).getTime(),
        endInputType: 'utc',
        endOutputType: 'utc',
        location: `${facts.storeName}, ${facts.storeAddress}`,
        geo: { lat: facts.latitude, lon: facts.longitude },
        status: 'CONFIRMED',
        busyStatus: 'BUSY',
    });
    if (error || !value) throw error ?? new Error('no calendar file');
    return value;
}
