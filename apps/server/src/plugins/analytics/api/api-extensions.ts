import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    extend type Mutation {
        """
        Links the active order to the visitor's analytics id, so the purchase counts in the funnel.
        Only with the visitor's consent; false when there is no active order. INVALID_ANALYTICS_VISITOR
        (thrown) for an id the shop's client does not make.
        """
        setOrderAnalyticsVisitor(visitor: String!): Boolean!
    }
`;

export const adminApiExtensions = gql`
    "One figure of a day's analytics: a metric, split by a dimension ('' when it has none)."
    type AnalyticsFigure {
        "The shop's calendar day (Beijing), YYYY-MM-DD."
        day: String!
        metric: String!
        dimension: String!
        value: Float!
    }

    extend type Query {
        """
        The daily figures from one day to another (both included, at most 800 days), of the metrics
        named or all: visitors, members, page_views, engaged_ms, channel_views, product_views,
        purchases, purchase_units, revenue (fen), searches, zero_result_searches, funnel,
        load_median_ms, load_p75_ms. INVALID_DATE_RANGE (thrown) for a range that is not one.
        """
        analyticsFigures(from: String!, to: String!, metrics: [String!]): [AnalyticsFigure!]!
    }

    extend type Mutation {
        """
        Rolls one day (Beijing, YYYY-MM-DD) up again from its raw rows, after they were mended or to
        see today so far, and answers its figures. Only days whose raw rows are still kept, today at
        most; today's figures are rolled up again by the scheduled task once the day is over.
        INVALID_DATE_RANGE (thrown) for any other day.
        """
        rollUpAnalytics(day: String!): [AnalyticsFigure!]!
    }
`;
