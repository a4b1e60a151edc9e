import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';

import { graphqlRouteLabel } from '../../common/metrics/route-label';
import { setGraphqlRoute } from './request-middleware';

/** Labels a GraphQL request's metrics with its API and root fields once Apollo has parsed it. */
export const graphqlRoutePlugin: ApolloServerPlugin<{ req?: Request }> = {
    async requestDidStart() {
        return {
            async didResolveOperation({ contextValue, operation }) {
                const req = contextValue.req;
                if (!req) return;
                const api =
                    req.path.startsWith('/admin-api') || req.baseUrl.startsWith('/admin-api')
                        ? 'admin-api'
                        : 'shop-api';
                setGraphqlRoute(req, graphqlRouteLabel(api, operation));
            },
        };
    },
};
