import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    extend type Query {
        "The enabled product one of whose variants has this sku, in the active channel."
        productBySku(sku: String!): Product
    }
`;
