import { graphql } from '~/lib/graphql';

/** Who the visitor is signed in as; null for a guest (guests get the login modal). */
export const SignedInFields = graphql(`
    fragment SignedIn on Query {
        activeCustomer {
            id
        }
    }
`);
