import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    CONTACT_STAFF_NOTE_MAX_LENGTH,
    contactMessageSchema,
    type ContactMessageState,
    entityIdSchema,
    isContactMessageState,
    MAX_CONTACT_MESSAGES_PER_CLIENT_PER_DAY,
    staffContactTransitions,
} from '@maison/shared';
import {
    CustomerService,
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

import { ShopFailure, ShopFailureError } from '../../failures';
import { clientKey, RateLimiters } from '../../security';
import { StoresService } from '../../stores/services/stores.service';
import { ContactMessage } from '../entities/contact-message.entity';
import { ContactMessageEvent } from '../events/contact-message-event';

/** A message as the Shop API takes it: the shared schema's fields, unchecked. */
export type SendContactMessageInput = Record<string, unknown>;

/** Staff's change of a message: a new state, a note, or both. */
export interface UpdateContactMessageInput {
    id: ID;
    state?: string | null;
    staffNote?: string | null;
}

const DAY_MS = 24 * 60 * 60_000;

/** The languages a message is kept in; any other request language is kept as Chinese. */
function messageLanguage(code: string): string {
    return code === 'en' || code === 'de' ? code : 'zh';
}

/**
 * The one staff inbox of the shop's contact forms: a visitor's message checked by the shared
 * schema, sent to an enabled boutique, bounded per client and per day; staff list, read and
 * mark messages (ManageInbox). Every step publishes a ContactMessageEvent, which the mails
 * listen to.
 */
@Injectable()
export class ContactMessagesService implements OnModuleInit {
    private clientLimiter: RateLimiterAbstract;

    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private stores: StoresService,
        private customers: CustomerService,
        private eventBus: EventBus,
        private moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
        // Looked up across modules, as the appointments' throttle does.
        this.clientLimiter = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'contact-client',
            points: MAX_CONTACT_MESSAGES_PER_CLIENT_PER_DAY,
            durationMs: DAY_MS,
        });
    }

    /**
     * Keeps a visitor's message, or answers why not as a ShopFailure: INVALID_CONTACT_INPUT
     * naming the field, STORE_NOT_FOUND (no enabled boutique by the slug), DAILY_LIMIT (the
     * client's messages of the day, with the wait). Only a message kept counts towards the day.
     */
    async send(ctx: RequestContext, input: SendContactMessageInput): Promise<ContactMessage | ShopFailure> {
        const parsed = contactMessageSchema.safeParse(input ?? {});
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = String(issue.path[0] ?? 'input');
            return new ShopFailure('INVALID_CONTACT_INPUT', { detail: issue.message, field });
        }
        const message = parsed.data;
        const store = message.storeSlug ? await this.stores.enabledBySlug(ctx, message.storeSlug) : null;
        if (message.storeSlug && store?.type !== 'boutique')
            return new ShopFailure('STORE_NOT_FOUND', { field: 'storeSlug' });

        try {
            await this.clientLimiter.consume(clientKey(ctx.req?.ip ?? 'unknown'));
        } catch (err) {
            if (err instanceof RateLimiterRes) return new ShopFailure('DAILY_LIMIT', { waitMs: err.msBeforeNext });
            throw err;
        }
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        const saved = await this.connection.getRepository(ctx, ContactMessage).save(
            new ContactMessage({
                kind: message.kind,
                storeId: store?.id ?? null,
                name: message.name,
                mobile: message.mobile ?? '',
                email: message.email ?? '',
                subject: message.subject,
                body: message.body,
                languageCode: messageLanguage(ctx.languageCode),
                customerId: customer?.id ?? null,
                state: 'new',
            }),
        );
        // The boutique rides on the event: its mail goes to the store's own address.
        saved.store = store;
        await this.eventBus.publish(new ContactMessageEvent(ctx, saved, 'received'));
        return saved;
    }

    /** Every message, for staff: paginated, filtered (kind, state, storeId…) and sorted by the list options. */
    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<ContactMessage>,
    ): Promise<PaginatedList<ContactMessage>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(ContactMessage, options, { ctx, relations: ['store'] })
            .getManyAndCount();
        return { items, totalItems };
    }

    /** One message, for staff; null for an id no message has. */
    async findOne(ctx: RequestContext, id: ID): Promise<ContactMessage | null> {
        if (!entityIdSchema.safeParse(String(id)).success) return null;
        return this.connection.getRepository(ctx, ContactMessage).findOne({ where: { id } });
    }

    /**
     * Staff mark a message answered or closed (as staffContactTransitions allow) and keep a
     * note: CONTACT_MESSAGE_NOT_FOUND, or INVALID_CONTACT_INPUT naming `state` or `staffNote`.
     * A move takes effect only from the state it was read in, so two staff never both answer it.
     */
    async update(ctx: RequestContext, input: UpdateContactMessageInput): Promise<ContactMessage> {
        const message = await this.findOne(ctx, input.id);
        if (!message) throw new ShopFailureError('CONTACT_MESSAGE_NOT_FOUND', `no message ${String(input.id)}`);
        const note = input.staffNote == null ? undefined : String(input.staffNote).trim();
        if (note !== undefined && note.length > CONTACT_STAFF_NOTE_MAX_LENGTH) {
            throw new ShopFailureError('INVALID_CONTACT_INPUT', 'note too long', 'staffNote');
        }
        const moving = input.state != null && input.state !== message.state;
        let state: ContactMessageState = message.state;
        if (moving) {
            if (!isContactMessageState(input.state) || !staffContactTransitions(message.state).includes(input.state)) {
                throw new ShopFailureError(
                    'INVALID_CONTACT_INPUT',
                    `${message.state} cannot become ${String(input.state)}`,
                    'state',
                );
            }
            state = input.state;
        }
        const repo = this.connection.getRepository(ctx, ContactMessage);
        const result = await repo.update(
            { id: message.id, state: message.state },
            {
                state,
                ...(note !== undefined ? { staffNote: note } : {}),
                ...(moving && state === 'answered' ? { answeredAt: new Date() } : {}),
            },
        );
        if (result.affected !== 1) {
            throw new ShopFailureError('INVALID_CONTACT_INPUT', 'moved meanwhile', 'state');
        }
        const saved = (await this.findOne(ctx, message.id))!;
        await this.eventBus.publish(
            new ContactMessageEvent(ctx, saved, moving ? (state as 'answered' | 'closed') : 'noted'),
        );
        return saved;
    }
}
