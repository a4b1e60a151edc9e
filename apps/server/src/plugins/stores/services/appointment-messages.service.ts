import { hkdfSync } from 'node:crypto';

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACTIVE_APPOINTMENT_STATES, shopClock, shopLocale } from '@maison/shared';
import {
    ConfigService,
    EventBus,
    ID,
    JobQueue,
    JobQueueService,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { SmsCodeService } from '../../membership';
import { loggerCtx, MAX_REMINDERS_PER_RUN, REMINDER_HOURS, STORES_PLUGIN_OPTIONS } from '../constants';
import { Appointment } from '../entities/appointment.entity';
import { AppointmentEvent } from '../events/appointment-event';
import type { StoresPluginOptions } from '../types';
import { openManageToken, sealManageToken } from './appointment-codes';
import { appointmentSms, type AppointmentSmsKind } from './appointment-sms';

/** One SMS to send, as the job queue keeps it: the token, for a booked one, sealed. */
interface AppointmentSmsJob {
    appointmentId: ID;
    kind: AppointmentSmsKind;
    sealedToken?: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** Which events tell the visitor by SMS: their booking and its move to another slot, and staff confirming or cancelling it. */
function smsKindOf(event: AppointmentEvent): AppointmentSmsKind | undefined {
    if (event.kind === 'booked' || event.kind === 'changed') return event.kind;
    if (event.by !== 'staff') return undefined;
    return event.kind === 'confirmed' || event.kind === 'cancelled' ? event.kind : undefined;
}

/**
 * The visitor's SMS about their appointment (booked, moved, confirmed or cancelled by staff, and the
 * day-before reminder), each a job of the queue, so that a process dying before it is sent
 * does not lose it. The reminder of an appointment is claimed once by a compare-and-set on
 * `remindedAt`, so several instances running the task never both send it.
 */
@Injectable()
export class AppointmentMessagesService implements OnModuleInit {
    private queue: JobQueue<AppointmentSmsJob>;
    private readonly tokenKey: Buffer;

    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private jobQueueService: JobQueueService,
        private smsCodes: SmsCodeService,
        configService: ConfigService,
        @Inject(STORES_PLUGIN_OPTIONS) private options: StoresPluginOptions,
    ) {
        // A key of its own, derived from the cookie secret: no new secret to keep.
        const secret = String(configService.authOptions.cookieOptions.secret ?? '');
        this.tokenKey = Buffer.from(hkdfSync('sha256', secret, 'morvaux-stores', 'appointment-sms-token', 32));
    }

    async onModuleInit(): Promise<void> {
        this.queue = await this.jobQueueService.createQueue({
            name: 'appointment-sms',
            process: (job) => this.send(job.data),
        });
        this.eventBus.ofType(AppointmentEvent).subscribe((event) => {
            const kind = smsKindOf(event);
            if (!kind) return;
            const sealedToken =
                kind === 'booked' && event.manageToken ? sealManageToken(event.manageToken, this.tokenKey) : undefined;
            this.queue
                .add({ appointmentId: event.appointment.id, kind, sealedToken }, { retries: 5 })
                .catch((err: unknown) =>
                    Logger.error(
                        `appointment ${String(event.appointment.id)}: ${kind} SMS not queued`,
                        loggerCtx,
                        String(err),
                    ),
                );
        });
    }

    /**
     * Claims the reminders of tomorrow's appointments still to come (requested or confirmed, not
     * reminded) and queues their SMS; between 10:00 and 21:00 Beijing time only. Answers how many.
     */
    async remindTomorrow(ctx: RequestContext, now = new Date()): Promise<number> {
        const { minutes } = shopClock(now);
        if (minutes < REMINDER_HOURS.from || minutes >= REMINDER_HOURS.until) return 0;
        const repo = this.connection.getRepository(ctx, Appointment);
        const active = In([...ACTIVE_APPOINTMENT_STATES]);
        const due = await repo.find({
            select: { id: true },
            where: { date: shopClock(now.getTime() + DAY_MS).date, state: active, remindedAt: IsNull() },
            order: { id: 'ASC' },
            take: MAX_REMINDERS_PER_RUN,
        });
        let claimed = 0;
        for (const { id } of due) {
            // Only the run whose update changes the row sends: another instance's finds it taken.
            const result = await repo.update({ id, state: active, remindedAt: IsNull() }, { remindedAt: now });
            if (result.affected !== 1) continue;
            await this.queue.add({ appointmentId: id, kind: 'reminder' }, { retries: 5 });
            claimed++;
        }
        return claimed;
    }

    /** Sends one job's SMS, in the visitor's language; a reminder of an appointment cancelled meanwhile is dropped. */
    private async send(job: AppointmentSmsJob): Promise<void> {
        const appointment = await this.connection.rawConnection.getRepository(Appointment).findOne({
            where: { id: job.appointmentId },
            relations: { store: { translations: true } },
        });
        if (!appointment) return;
        if (job.kind === 'reminder' && !ACTIVE_APPOINTMENT_STATES.includes(appointment.state)) return;
        const locale = shopLocale(appointment.languageCode);
        const names = appointment.store.translations;
        const nameIn = (code: string) => names.find((t) => t.languageCode === code)?.name;
        const storeNameZh = nameIn('zh') ?? names[0]?.name ?? appointment.store.slug;
        const message = appointmentSms(
            job.kind,
            {
                mobile: appointment.mobile,
                reference: appointment.reference,
                date: appointment.date,
                slotStart: appointment.slotStart,
                storeName: nameIn(locale) ?? storeNameZh,
                storeNameZh,
                manageToken: job.sealedToken ? openManageToken(job.sealedToken, this.tokenKey) : undefined,
            },
            locale,
            this.options.publicUrl,
        );
        await this.smsCodes.sender.sendTemplate(message);
    }
}
