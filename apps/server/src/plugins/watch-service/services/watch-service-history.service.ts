import { Injectable } from '@nestjs/common';
import type { ID, RequestContext } from '@vendure/core';

/** One visit of a watch to the service, as its warranty card lists it. */
export interface WatchServiceRecord {
    id: ID;
    /** The request's reference, as the member's papers name it. */
    reference: string;
    createdAt: Date;
    /** The request's state code (its service plugin's list). */
    state: string;
    /** What was done, in the request's language. */
    summary: string;
}

/**
 * A watch's service history on its warranty card. Service requests fill it once they exist:
 * their service answers this one question for a registered watch, and the card asks nothing else.
 */
@Injectable()
export class WatchServiceHistoryService {
    /** The watch's service visits, newest first; none until service requests are recorded. */
    async forWatch(_ctx: RequestContext, _watchSerialId: ID): Promise<WatchServiceRecord[]> {
        return [];
    }
}
