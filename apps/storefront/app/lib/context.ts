import type { Locale } from '@maison/shared';
import { createContext } from 'react-router';

import type { ShopClient } from './shop-client.server';

/** Set by the root middleware for every request. */
export const shopContext = createContext<ShopClient>();
export const localeContext = createContext<Locale>();
