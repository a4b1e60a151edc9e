import gql from 'graphql-tag';

export const checkoutShopApiExtensions = gql`
    extend type Order {
        "Lines the saleable stock cannot fill at their quantity (a strap's buckle included): the bag's sold-out mask."
        shortLineIds: [ID!]!
    }
`;
