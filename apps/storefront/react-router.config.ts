import type { Config } from '@react-router/dev/config';

export default {
    ssr: true,
    future: {
        // Root middleware keeps the visitor's Shop API token in our own httpOnly cookie.
        v8_middleware: true,
    },
} satisfies Config;
