import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';

/** graphql-js appends this to a misspelt field or type, naming the ones that exist. */
const SUGGESTION = / Did you mean [^?]*\?/g;

/**
 * With introspection off, "Did you mean …?" in validation errors would still spell out the
 * schema to anyone guessing at it; the suggestion is cut from the message, the error stays.
 */
export class HideSuggestionsPlugin implements ApolloServerPlugin {
    async requestDidStart(): Promise<GraphQLRequestListener<object>> {
        return {
            willSendResponse: async ({ response }) => {
                if (response.body.kind !== 'single') return;
                const { singleResult } = response.body;
                singleResult.errors = singleResult.errors?.map((e) => {
                    const message = e.message.replace(SUGGESTION, '');
                    return message === e.message ? e : { ...e, message };
                });
            },
        };
    }
}
