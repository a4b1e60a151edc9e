import { useRouteLoaderData } from 'react-router';

import type { RootData } from './root-loader.server';

/** The root loader's data (language, texts, bag, session, public configuration). */
export function useRootData(): RootData {
    const data = useRouteLoaderData<RootData>('root');
    if (!data) throw new Error('root data missing: rendered outside the root route');
    return data;
}
