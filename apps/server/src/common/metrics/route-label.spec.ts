import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { graphqlRouteLabel, httpRouteLabel } from './route-label';

function operation(source: string): OperationDefinitionNode {
    return parse(source).definitions[0] as OperationDefinitionNode;
}

describe('route labels', () => {
    it('names a GraphQL request by its API and root fields, not the name a client chose', () => {
        const a = graphqlRouteLabel('shop-api', operation('query AnyName_123 { activeOrder { id } }'));
        const b = graphqlRouteLabel('shop-api', operation('query Other { activeOrder { code } }'));
        expect(a).toBe('shop-api query activeOrder');
        expect(b).toBe(a);
        expect(
            graphqlRouteLabel(
                'admin-api',
                operation('mutation { b: login(username: "x", password: "y") { __typename } }'),
            ),
        ).toBe('admin-api mutation login');
    });

    it('bounds a batch of many root fields to one label', () => {
        const label = graphqlRouteLabel('shop-api', operation('{ e { id } d { id } c { id } b { id } a { id } }'));
        expect(label).toBe('shop-api query a,b,c,+');
        expect(graphqlRouteLabel('shop-api', undefined)).toBe('shop-api unknown');
    });

    it('uses the route pattern or a known prefix, never the raw path', () => {
        expect(httpRouteLabel('', '/payments/notify/:gateway', '/payments/notify/alipay')).toBe(
            '/payments/notify/:gateway',
        );
        expect(httpRouteLabel('', undefined, '/assets/source/a1/watch.jpg')).toBe('/assets');
        expect(httpRouteLabel('', undefined, '/health')).toBe('/health');
        expect(httpRouteLabel('', undefined, '/wp-login.php?id=123456')).toBe('unmatched');
        expect(httpRouteLabel('', undefined, '/assetsX')).toBe('unmatched');
    });
});
