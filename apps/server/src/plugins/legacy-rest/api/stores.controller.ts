import { Controller } from '@nestjs/common';
import {
    APPOINTMENT_FAILURES,
    APPOINTMENT_PURPOSES,
    APPOINTMENT_STATES,
    appointmentBookingSchema,
    SMS_CODE_PATTERN,
    STORE_TYPES,
    WEEKDAYS,
} from '@maison/shared';
import { ConfigService } from '@vendure/core';
import { z } from 'zod';

import { AppointmentBookingService, StoresService } from '../../stores';
import { weeklyHoursAsList } from '../../stores/services/store-input';
import type { LegacyCall } from './legacy-auth.guard';
import { orFail } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { imageOf, imageSchema } from './legacy-shapes';

const storeListQuery = z.object({
    type: z
        .enum(['all', ...STORE_TYPES])
        .optional()
        .describe('boutique: the brand’s own; retailer: authorised retailers; all (default): both'),
});

const storeSchema = z.object({
    id: z.string(),
    slug: z.string().describe('What a booking names the store by (`storeSlug`)'),
    type: z.enum(STORE_TYPES),
    name: z.string(),
    address: z.string(),
    description: z.string(),
    province_code: z.string(),
    province_name: z.string(),
    city_code: z.string(),
    city_name: z.string(),
    district_name: z.string(),
    latitude: z.number().describe('GCJ-02, as Chinese maps draw'),
    longitude: z.number(),
    phone: z.string(),
    opening_hours: z
        .array(z.object({ weekday: z.enum(WEEKDAYS), opens: z.string().nullable(), closes: z.string().nullable() }))
        .describe('Monday to Sunday, HH:MM in Beijing time; null on a day it is closed'),
    services: z.array(z.object({ slug: z.string(), name: z.string() })),
    takes_appointments: z.boolean(),
    slot_minutes: z.number().int(),
    image: imageSchema.nullable(),
});
const storeListAnswer = z.array(storeSchema);

/**
 * A booking as the Shop API's `bookAppointment` takes it: the shared booking schema's fields and
 * the code texted to the mobile (`smsCode`), which a member booking for their own number leaves out.
 */
const bookingBody = appointmentBookingSchema.extend({
    smsCode: z
        .string()
        .trim()
        .regex(SMS_CODE_PATTERN)
        .optional()
        .describe(
            'The code texted to `mobile` (ask for one with the Shop API’s requestAppointmentCode); not needed for a signed-in member’s own number',
        ),
});

const bookingAnswer = z.object({
    id: z.string(),
    reference: z.string().describe('Read out at the boutique'),
    state: z.enum(APPOINTMENT_STATES),
    store_slug: z.string(),
    store_name: z.string(),
    purpose: z.enum(APPOINTMENT_PURPOSES),
    date: z.string().describe('YYYY-MM-DD in China'),
    slot_start: z.string().describe('HH:MM, Beijing time'),
    slot_end: z.string(),
    name: z.string(),
    mobile: z.string(),
    manage_token: z
        .string()
        .describe('With the reference, manages the appointment (the signed link’s secret); given only now'),
});

/** The stores' rows: the list of boutiques and retailers, and booking a visit to one. */
@Controller('legacy-api')
export class StoresController {
    constructor(
        private stores: StoresService,
        private booking: AppointmentBookingService,
        private config: ConfigService,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'reserve/storeList',
        summary: 'The enabled boutiques and retailers in staff’s order, in the request’s language',
        tag: 'Stores',
        auth: 'optional',
        style: 'data',
        query: storeListQuery,
        response: storeListAnswer,
    })
    async storeList(@LegacyInput() { ctx, query }: LegacyCall): Promise<z.infer<typeof storeListAnswer>> {
        const { type } = query as z.infer<typeof storeListQuery>;
        const stores = await this.stores.enabled(ctx, { type: type === 'all' ? undefined : type });
        return stores.map((store) => ({
            id: String(store.id),
            slug: store.slug,
            type: store.type,
            name: store.name,
            address: store.addressLine,
            description: store.description,
            province_code: store.provinceCode,
            province_name: store.provinceName,
            city_code: store.cityCode,
            city_name: store.cityName,
            district_name: store.districtName,
            latitude: store.latitude,
            longitude: store.longitude,
            phone: store.phone,
            opening_hours: weeklyHoursAsList(store.openingHours),
            services: (store.services ?? []).map((s) => ({ slug: s.slug, name: s.name })),
            takes_appointments: store.takesAppointments,
            slot_minutes: store.slotMinutes,
            image: imageOf(this.config, ctx, store.featuredAsset),
        }));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'reserve/create',
        summary: 'Books a visit to a store, as the Shop API’s bookAppointment does',
        description:
            'A guest proves the mobile with `smsCode`; a member’s bearer token makes their own number need none, and the appointment is theirs (listed by the Shop API’s myAppointments). The slots of a day are the Shop API’s appointmentSlots.',
        tag: 'Stores',
        auth: 'optional',
        style: 'data',
        body: bookingBody,
        response: bookingAnswer,
        failures: APPOINTMENT_FAILURES.filter(
            (code) => !code.startsWith('APPOINTMENT_NOT') && code !== 'APPOINTMENT_CLOSED',
        ),
    })
    async create(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof bookingAnswer>> {
        const input = body as z.infer<typeof bookingBody>;
        const booked = orFail(await this.booking.book(ctx, { ...input, email: input.email, note: input.note }));
        return {
            id: String(booked.id),
            reference: booked.reference,
            state: booked.state,
            store_slug: booked.store.slug,
            store_name: (await this.stores.findOne(ctx, booked.storeId))?.name ?? booked.store.slug,
            purpose: booked.purpose,
            date: booked.date,
            slot_start: booked.slotStart,
            slot_end: booked.slotEnd,
            name: booked.name,
            mobile: booked.mobile,
            manage_token: booked.manageToken,
        };
    }
}
