import { Component } from 'react';
import { useRouteError } from 'react-router';

import { errorStatus } from '~/lib/error-status';

import { ErrorPage } from './ErrorPage';
import { SiteLayout } from './SiteLayout';

/** If the error page itself fails, a plain message with a way home: never a blank screen. */
class PlainFallback extends Component<{ children: React.ReactNode }, { failed: boolean }> {
    state = { failed: false };

    static getDerivedStateFromError() {
        return { failed: true };
    }

    render() {
        if (!this.state.failed) return this.props.children;
        return <PlainErrorPage />;
    }
}

/** In all three languages at once: it is shown when the texts themselves may be what failed. */
export function PlainErrorPage() {
    return (
        <main className="fallback-error">
            <h1>出错了 · An error occurred · Ein Fehler ist aufgetreten</h1>
            <a href="/">首页 · Home · Startseite</a>
        </main>
    );
}

/** The error page inside the site's chrome, for errors thrown below the default and account layouts. */
export function SiteErrorBoundary() {
    const status = useErrorStatus();
    return (
        <PlainFallback>
            <SiteLayout>
                <ErrorPage status={status} />
            </SiteLayout>
        </PlainFallback>
    );
}

/** The error page alone, for the blank and map layouts: mini-program web views and the map have no chrome. */
export function BareErrorBoundary() {
    const status = useErrorStatus();
    return (
        <PlainFallback>
            <main id="main" className="blank">
                <ErrorPage status={status} />
            </main>
        </PlainFallback>
    );
}

function useErrorStatus(): number {
    const error = useRouteError();
    const status = errorStatus(error);
    if (status >= 500 && import.meta.env.DEV) console.error(error);
    return status;
}
