import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    AuthenticatedSession,
    ConfigService,
    EventBus,
    HistoryEntryEvent,
    ID,
    Logger,
    PasswordResetVerifiedEvent,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';

import { loggerCtx } from '../constants';

/** Longer than any request takes between reading a session and caching it. */
const RACING_READ_MS = 2_000;

/**
 * Sessions ended when a password changes: whoever signed in with the old password (a shared
 * computer, a thief) is signed out everywhere but where the change was made. A reset link ends
 * every session there was; the one it opens is made after. Both run inside the change's own
 * transaction (blocking handlers), so the change is answered only once the sessions are gone.
 */
@Injectable()
export class MemberSessionsService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private config: ConfigService,
        private eventBus: EventBus,
    ) {}

    onApplicationBootstrap() {
        this.eventBus.registerBlockingEventHandler({
            event: PasswordResetVerifiedEvent,
            id: 'member-sessions-end-on-password-reset',
            handler: (event) => this.endSessions(event.ctx, event.user.id).then(() => undefined),
        });
        // Vendure notes a changed password in the customer's history (its only trace of it).
        this.eventBus.registerBlockingEventHandler({
            event: HistoryEntryEvent,
            id: 'member-sessions-end-on-password-change',
            handler: async (event) => {
                const changed =
                    event.historyType === 'customer' &&
                    event.type === 'created' &&
                    (event.input as { type?: string } | undefined)?.type === HistoryEntryType.CUSTOMER_PASSWORD_UPDATED;
                const userId = event.ctx.activeUserId;
                if (changed && userId && event.ctx.apiType === 'shop') {
                    await this.endSessions(event.ctx, userId, event.ctx.session?.token);
                }
            },
        });
    }

    /** Ends the user's sessions but `keepToken`'s, in the transaction of `ctx`; how many it ended. */
    async endSessions(ctx: RequestContext, userId: ID, keepToken?: string): Promise<number> {
        const repo = this.connection.getRepository(ctx, AuthenticatedSession);
        const all = await repo.find({ where: { user: { id: userId } } });
        const ended = all.filter((session) => session.token !== keepToken);
        if (!ended.length) return 0;
        await repo.remove(ended);
        const cache = this.config.authOptions.sessionCacheStrategy;
        const forget = () => Promise.all(ended.map((session) => cache.delete(session.token)));
        await forget();
        // A request that read one of these sessions from the database before the change committed
        // can put it back in the cache after the delete above, where it would live for the
        // cache's whole time to live: once any such read is long over, the entries go again.
        setTimeout(() => {
            forget().catch((err: unknown) => Logger.error(`sessions not forgotten: ${String(err)}`, loggerCtx));
        }, RACING_READ_MS).unref();
        return ended.length;
    }
}
