import type { ServicePaymentState } from '@maison/shared';

// Read by the pages in the browser too: nothing here may import a schema (zod's objects test
// `new Function` as they are built, which the pages' Content-Security-Policy reports).

/** What the owner is asked for now, if anything: an answer to the estimate, or its payment. */
export type OwnerTask = 'answer' | 'payment';

interface OwnerSide {
    ownerMoves: readonly string[];
    paymentState: ServicePaymentState;
}

/** The owner's part now: answering waits on the estimate; paying once it is accepted and not yet settled. */
export function ownerTask(request: OwnerSide): OwnerTask | undefined {
    if (request.ownerMoves.includes('estimateAccepted') || request.ownerMoves.includes('estimateDeclined')) {
        return 'answer';
    }
    return request.paymentState === 'due' || request.paymentState === 'pending' ? 'payment' : undefined;
}

/** The history as the owner reads it: oldest first, whatever order the server keeps it in. */
export function oldestFirst<T extends { createdAt: string }>(history: readonly T[]): T[] {
    return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
