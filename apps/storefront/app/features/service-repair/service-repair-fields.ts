import { graphql } from '~/lib/graphql';

/** What the owner follows of a repair: the estimate, its payment, the parcel back, and what they may answer. */
export const ServiceRepairFields = graphql(`
    fragment ServiceRepairFields on ServiceRequest {
        paymentState
        orderCode
        ownerMoves
        estimate {
            lines {
                operation
                label
                priceWithTax
            }
            totalWithTax
            underWarranty
            sentAt
        }
        shipment {
            carrier
            trackingCode
            available
            events {
                at
                status
                description
            }
        }
    }
`);
