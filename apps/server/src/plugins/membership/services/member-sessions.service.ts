import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    AuthenticatedSession,
    ConfigService,
    EventBus,
    HistoryEntryEvent,
    ID,
    Logger,
    PasswordResetVerifiedEvent,
    TransactionalConnection,
} from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';

import { loggerCtx } from '../constants';

/** Longer than any request takes between reading a session and caching it. */
const RACING_READ_MS = 2_000;

/**
 * Sessions ended when a password changes: whoever signed in with the old password (a shared
 * computer, a thief) is signed out everywhere but where the change was made. A reset link ends
 * every session but the one it opens.
 */
@Injectable()
export class MemberSessionsService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private config: ConfigService,
        private eventBus: EventBus,
    ) {}

    onApplicationBootstrap() {
        const failed = (err: unknown) => Logger.error(`sessions not ended: ${String(err)}`, loggerCtx);
        this.eventBus.ofType(PasswordResetVerifiedEvent).subscribe((event) => {
            this.endSessions(event.user.id, { keepNewestSince: event.createdAt }).catch(failed);
        });
        // Vendure notes a changed password in the customer's history (its only trace of it).
        this.eventBus.ofType(HistoryEntryEvent).subscribe((event) => {
            const changed =
                event.historyType === 'customer' &&
                event.type === 'created' &&
                (event.input as { type?: string } | undefined)?.type === HistoryEntryType.CUSTOMER_PASSWORD_UPDATED;
            const userId = event.ctx.activeUserId;
            if (changed && userId && event.ctx.apiType === 'shop') {
                this.endSessions(userId, { keepToken: event.ctx.session?.token }).catch(failed);
            }
        });
    }

    /**
     * Ends the user's sessions but `keepToken`'s, or but the newest when it began around
     * `keepNewestSince` (the one a reset link opens, just after the reset; SQLite keeps times
     * to the second, so "after" cannot be told more finely). Runs after the change's
     * transaction has ended, so on a connection of its own.
     */
    async endSessions(userId: ID, which: { keepToken?: string; keepNewestSince?: Date }): Promise<number> {
        const repo = this.connection.rawConnection.getRepository(AuthenticatedSession);
        const all = await repo.find({ where: { user: { id: userId } }, order: { id: 'DESC' } });
        const newest = all[0];
        const keep =
            which.keepToken ??
            (newest && which.keepNewestSince && newest.createdAt.getTime() >= which.keepNewestSince.getTime() - 1000
                ? newest.token
                : undefined);
        const ended = all.filter((session) => session.token !== keep);
        if (!ended.length) return 0;
        await repo.remove(ended);
        const cache = this.config.authOptions.sessionCacheStrategy;
        const forget = () => Promise.all(ended.map((session) => cache.delete(session.token)));
        await forget();
        // A request that read one of these sessions from the database just before it was removed
        // can put it back in the cache after the delete above, where it would live for the
        // cache's whole time to live: once any such read is long over, the entries go again.
        setTimeout(() => {
            forget().catch((err: unknown) => Logger.error(`sessions not forgotten: ${String(err)}`, loggerCtx));
        }, RACING_READ_MS).unref();
        return ended.length;
    }
}
