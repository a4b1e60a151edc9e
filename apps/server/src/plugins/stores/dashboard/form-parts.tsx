import { useQuery } from '@tanstack/react-query';
import { api, Label, NativeSelectOption } from '@vendure/dashboard';
import gql from 'graphql-tag';
import type { ReactNode } from 'react';

/** The pieces the plugin's forms and filters share. */

const storeNamesDocument = gql`
    query StoreNames {
        stores(options: { take: 500, sort: { position: ASC } }) {
            items {
                id
                name
            }
        }
    }
`;

/** The stores, by name, for the filters and forms that choose one. */
export function useStoreNames() {
    return useQuery({
        queryKey: ['store-names'],
        queryFn: async () =>
            ((await api.query(storeNamesDocument, {})) as { stores: { items: Array<{ id: string; name: string }> } })
                .stores.items,
    });
}

/** A select's options naming each store, its value the store's id. */
export function StoreOptions({ stores }: Readonly<{ stores?: Array<{ id: string; name: string }> }>) {
    return (
        <>
            {(stores ?? []).map((store) => (
                <NativeSelectOption key={store.id} value={store.id}>
                    {store.name}
                </NativeSelectOption>
            ))}
        </>
    );
}

export function Field({
    id,
    label,
    invalid,
    children,
}: Readonly<{ id: string; label: ReactNode; invalid?: boolean; children: ReactNode }>) {
    return (
        <div className="flex flex-col gap-1.5" data-invalid={invalid || undefined}>
            <Label htmlFor={id} className={invalid ? 'text-destructive' : undefined}>
                {label}
            </Label>
            {children}
        </div>
    );
}

export function Checkbox({
    id,
    checked,
    onChange,
    label,
}: Readonly<{ id: string; checked: boolean; onChange: (checked: boolean) => void; label: ReactNode }>) {
    return (
        <label htmlFor={id} className="flex items-center gap-2 text-sm">
            <input
                id={id}
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={checked}
                onChange={(e) => onChange(e.target.checked)}
            />
            {label}
        </label>
    );
}
