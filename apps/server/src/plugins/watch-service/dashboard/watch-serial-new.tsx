import { Trans, useLingui } from '@lingui/react/macro';
import { WATCH_SALE_PLACE_MAX_LENGTH, WARRANTY_INPUT_MAX_LENGTH } from '@maison/shared';
import { useMutation } from '@tanstack/react-query';
import {
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

const createDocument = gql`
    mutation CreateWatchSerial($input: CreateWatchSerialInput!) {
        createWatchSerial(input: $input) {
            __typename
            ... on CreatedWatchSerial {
                cardCode
                watchSerial {
                    id
                    serial
                }
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

type CreateAnswer = {
    createWatchSerial:
        | { __typename: 'CreatedWatchSerial'; cardCode: string; watchSerial: { id: string; serial: string } }
        | { __typename: 'ShopFailure'; errorCode: string; field: string | null };
};

const FIELDS = ['serial', 'sku', 'manufacturedOn', 'soldOn', 'salePlace'] as const;
type Field = (typeof FIELDS)[number];

function FieldLabel({ field }: Readonly<{ field: Field }>) {
    switch (field) {
        case 'serial':
            return <Trans>Serial number</Trans>;
        case 'sku':
            return <Trans>Reference (sku)</Trans>;
        case 'manufacturedOn':
            return <Trans>Made on</Trans>;
        case 'soldOn':
            return <Trans>Sold on</Trans>;
        case 'salePlace':
            return <Trans>Sold at</Trans>;
    }
}

/** A new serial; its card's code is shown once, to be printed, and kept only as a hash. */
function WatchSerialNewPage() {
    const { t } = useLingui();
    const [values, setValues] = useState<Record<Field, string>>({
        serial: '',
        sku: '',
        manufacturedOn: '',
        soldOn: '',
        salePlace: '',
    });
    const [invalid, setInvalid] = useState<string | null>(null);
    const [created, setCreated] = useState<{ serial: string; cardCode: string } | null>(null);
    const save = useMutation({
        mutationFn: async () => {
            const input = {
                ...values,
                soldOn: values.soldOn || null,
                salePlace: values.salePlace || null,
            };
            return ((await api.mutate(createDocument, { input })) as CreateAnswer).createWatchSerial;
        },
        onSuccess: (answer) => {
            if (answer.__typename === 'ShopFailure') {
                setInvalid(answer.field ?? 'serial');
                toast.error(
                    answer.errorCode === 'WATCH_SERIAL_TAKEN'
                        ? t`This serial number exists already`
                        : t`Please check the highlighted field`,
                );
                return;
            }
            setInvalid(null);
            setCreated({ serial: answer.watchSerial.serial, cardCode: answer.cardCode });
            toast.success(t`Serial number added`);
        },
        onError: () => toast.error(t`The serial number could not be added`),
    });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        save.mutate();
    };
    const kinds: Record<Field, string> = {
        serial: 'text',
        sku: 'text',
        manufacturedOn: 'date',
        soldOn: 'date',
        salePlace: 'text',
    };
    return (
        <Page pageId="watch-serial-new">
            <PageTitle>
                <Trans>New serial number</Trans>
            </PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="serial-form">
                    <form className="flex max-w-md flex-col gap-4" onSubmit={submit}>
                        {FIELDS.map((field) => (
                            <div key={field} className="flex flex-col gap-1">
                                <Label htmlFor={`watch-serial-${field}`}>
                                    <FieldLabel field={field} />
                                </Label>
                                <Input
                                    id={`watch-serial-${field}`}
                                    type={kinds[field]}
                                    value={values[field]}
                                    required={field !== 'soldOn' && field !== 'salePlace'}
                                    maxLength={
                                        field === 'salePlace' ? WATCH_SALE_PLACE_MAX_LENGTH : WARRANTY_INPUT_MAX_LENGTH
                                    }
                                    aria-invalid={invalid === field}
                                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                                />
                            </div>
                        ))}
                        <Button type="submit" disabled={save.isPending}>
                            <Trans>Add serial number</Trans>
                        </Button>
                    </form>
                </PageBlock>
                {created && (
                    <PageBlock column="side" blockId="card-code" title={<Trans>Warranty card code</Trans>}>
                        <p className="text-sm">
                            <Trans>
                                Print this code on the warranty card of {created.serial}. It is shown only now.
                            </Trans>
                        </p>
                        <p className="mt-2 font-mono text-2xl tracking-widest" data-testid="card-code">
                            {created.cardCode}
                        </p>
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}

export const watchSerialNew: DashboardRouteDefinition = {
    path: '/watch-serials/new',
    loader: () => ({
        breadcrumb: [
            { path: '/watch-serials', label: <Trans>Serial numbers</Trans> },
            <Trans>New serial number</Trans>,
        ],
    }),
    component: () => <WatchSerialNewPage />,
};
