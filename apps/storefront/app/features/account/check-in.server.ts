import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const CheckInFields = graphql(`
    fragment CheckInFields on MemberCheckIn {
        today
        checkedInToday
        streak
        nextPoints
        pointsEarned
        days {
            day
            checkedIn
        }
    }
`);

const CheckInQuery = graphql(
    `
        query MemberCheckIn {
            memberCheckIn {
                ...CheckInFields
            }
        }
    `,
    [CheckInFields],
);

const CheckInMutation = graphql(
    `
        mutation CheckInToday {
            checkInToday {
                awarded
                checkIn {
                    ...CheckInFields
                }
            }
        }
    `,
    [CheckInFields],
);

export async function loadCheckIn(client: ShopClient) {
    return (await client.request(CheckInQuery)).memberCheckIn;
}

/** Checks the member in for today: the points it gave (0 when already checked in today) and the new standing. */
export async function checkInToday(client: ShopClient) {
    return (await client.request(CheckInMutation)).checkInToday;
}
