import { Trans, useLingui } from '@lingui/react/macro';
import { SERVICE_CENTRE_KINDS, type ServiceCentreKind } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
    Alert,
    AlertDescription,
    api,
    Button,
    DashboardRouteDefinition,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';

import {
    CENTRE_FAILURE_FIELDS,
    type CentreFailure,
    CentreKindLabel,
    CentreRefused,
    unwrapCentre,
    useCentreFailureMessage,
} from './service-centre-labels';

const LANGUAGES = ['zh', 'en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXT_FIELDS = ['name', 'city', 'addressLine', 'hours'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type TranslationForm = Record<TextField, string> & { id?: string };

interface CentreForm {
    countryCode: string;
    kind: ServiceCentreKind;
    phone: string;
    email: string;
    enabled: boolean;
    position: string;
    translations: Record<Language, TranslationForm>;
}

interface CentreData {
    id: string;
    countryCode: string;
    kind: ServiceCentreKind;
    phone: string;
    email: string;
    enabled: boolean;
    position: number;
    translations: Array<Partial<Record<TextField, string>> & { id: string; languageCode: string }>;
}

const CENTRE_FIELDS = `
    id
    countryCode
    kind
    phone
    email
    enabled
    position
    translations {
        id
        languageCode
        name
        city
        addressLine
        hours
    }
`;

const centreDocument = gql`
    query ServiceCentreDetail($id: ID!) {
        serviceCentre(id: $id) {
            ${CENTRE_FIELDS}
        }
    }
`;

const RESULT = `
    __typename
    ... on ServiceCentre {
        ${CENTRE_FIELDS}
    }
    ${CENTRE_FAILURE_FIELDS}
`;

const createDocument = gql`
    mutation CreateServiceCentreDetail($input: CreateServiceCentreInput!) {
        createServiceCentre(input: $input) {
            ${RESULT}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateServiceCentreDetail($input: UpdateServiceCentreInput!) {
        updateServiceCentre(input: $input) {
            ${RESULT}
        }
    }
`;

type CentreAnswer = { __typename: 'ServiceCentre' } & CentreData;

function toForm(centre?: CentreData): CentreForm {
    const translations = Object.fromEntries(
        LANGUAGES.map((language) => {
            const found = centre?.translations.find((t) => t.languageCode === language);
            const form: TranslationForm = { name: '', city: '', addressLine: '', hours: '' };
            for (const field of TEXT_FIELDS) form[field] = found?.[field] ?? '';
            return [language, found ? { ...form, id: found.id } : form];
        }),
    ) as CentreForm['translations'];
    return {
        countryCode: centre?.countryCode ?? '',
        kind: centre?.kind ?? 'brand',
        phone: centre?.phone ?? '',
        email: centre?.email ?? '',
        enabled: centre?.enabled ?? true,
        position: String(centre?.position ?? 0),
        translations,
    };
}

/** The Admin API's input: only the languages staff gave a name in. */
function toInput(form: CentreForm) {
    return {
        countryCode: form.countryCode.trim(),
        kind: form.kind,
        phone: form.phone.trim(),
        email: form.email.trim(),
        enabled: form.enabled,
        position: Number.parseInt(form.position, 10) || 0,
        translations: LANGUAGES.filter((language) => form.translations[language].name.trim() !== '').map(
            (languageCode) => ({ ...form.translations[languageCode], languageCode }),
        ),
    };
}

function TranslationLabel({ field }: Readonly<{ field: TextField }>) {
    switch (field) {
        case 'name':
            return <Trans>Centre name</Trans>;
        case 'city':
            return <Trans>City</Trans>;
        case 'addressLine':
            return <Trans>Address</Trans>;
        default:
            return <Trans>Opening hours</Trans>;
    }
}

function LanguageLabel({ language }: Readonly<{ language: Language }>) {
    if (language === 'zh') return <Trans>Chinese</Trans>;
    if (language === 'en') return <Trans>English</Trans>;
    return <Trans>German</Trans>;
}

function Field({
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

function ServiceCentreDetailPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const { t } = useLingui();
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const failureMessage = useCentreFailureMessage();
    const centre = useQuery({
        queryKey: ['service-centre-detail', id],
        enabled: !isNew,
        queryFn: async () =>
            ((await api.query(centreDocument, { id })) as { serviceCentre: CentreData | null }).serviceCentre,
    });
    const [form, setForm] = useState<CentreForm>(() => toForm());
    const [error, setError] = useState<{ message: string; field?: string | null } | null>(null);
    useEffect(() => {
        if (centre.data) setForm(toForm(centre.data));
    }, [centre.data]);

    const save = useMutation({
        mutationFn: async () => {
            const input = toInput(form);
            if (isNew) {
                const answer = (await api.mutate(createDocument, { input })) as {
                    createServiceCentre: CentreAnswer | CentreFailure;
                };
                return unwrapCentre(answer.createServiceCentre);
            }
            const answer = (await api.mutate(updateDocument, { input: { ...input, id } })) as {
                updateServiceCentre: CentreAnswer | CentreFailure;
            };
            return unwrapCentre(answer.updateServiceCentre);
        },
        onSuccess: async (saved) => {
            setError(null);
            toast.success(t`Service centre saved`);
            queryClient.setQueryData(['service-centre-detail', saved.id], saved);
            if (isNew) await navigate({ to: `/service-centres/${saved.id}` });
        },
        onError: (err: unknown) => {
            const message = failureMessage(err);
            setError({ message, field: err instanceof CentreRefused ? err.field : undefined });
            toast.error(message);
        },
    });

    const set = <K extends keyof CentreForm>(key: K, value: CentreForm[K]) => setForm((f) => ({ ...f, [key]: value }));
    const invalid = (field: string) => error?.field === field;
    const text = (key: 'countryCode' | 'phone' | 'email' | 'position', label: ReactNode, type = 'text') => (
        <Field id={`centre-${key}`} label={label} invalid={invalid(key)}>
            <Input
                id={`centre-${key}`}
                name={key}
                type={type}
                aria-invalid={invalid(key) || undefined}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
            />
        </Field>
    );

    if (!isNew && centre.isLoading) {
        return (
            <Page pageId="service-centre-detail">
                <PageTitle>
                    <Trans>Service centre</Trans>
                </PageTitle>
                <p className="p-4 text-muted-foreground">
                    <Trans>Loading…</Trans>
                </p>
            </Page>
        );
    }
    if (!isNew && !centre.data) {
        return (
            <Page pageId="service-centre-detail">
                <PageTitle>
                    <Trans>Service centre</Trans>
                </PageTitle>
                <p className="p-4">
                    <Trans>There is no such service centre</Trans>
                </p>
            </Page>
        );
    }

    return (
        <Page pageId="service-centre-detail">
            <PageTitle>{isNew ? <Trans>New service centre</Trans> : form.translations.zh.name}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button onClick={() => save.mutate()} disabled={save.isPending}>
                        {isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>}
                    </Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                {error ? (
                    <PageBlock column="main" blockId="service-centre-error">
                        <Alert variant="destructive" role="alert">
                            <AlertDescription>{error.message}</AlertDescription>
                        </Alert>
                    </PageBlock>
                ) : null}
                {LANGUAGES.map((language) => (
                    <PageBlock
                        key={language}
                        column="main"
                        blockId={`service-centre-translation-${language}`}
                        title={<LanguageLabel language={language} />}
                        description={language === 'zh' ? undefined : t`Leave the name empty to show the Chinese text.`}
                    >
                        <div className="grid gap-4 md:grid-cols-2">
                            {TEXT_FIELDS.map((field) => {
                                const fieldId = `centre-${language}-${field}`;
                                return (
                                    <Field key={field} id={fieldId} label={<TranslationLabel field={field} />}>
                                        <Input
                                            id={fieldId}
                                            value={form.translations[language][field]}
                                            onChange={(e) =>
                                                setForm((f) => ({
                                                    ...f,
                                                    translations: {
                                                        ...f.translations,
                                                        [language]: {
                                                            ...f.translations[language],
                                                            [field]: e.target.value,
                                                        },
                                                    },
                                                }))
                                            }
                                        />
                                    </Field>
                                );
                            })}
                        </div>
                    </PageBlock>
                ))}
                <PageBlock column="side" blockId="service-centre-settings">
                    <div className="flex flex-col gap-4">
                        <label htmlFor="centre-enabled" className="flex items-center gap-2 text-sm">
                            <input
                                id="centre-enabled"
                                type="checkbox"
                                className="h-4 w-4 accent-primary"
                                checked={form.enabled}
                                onChange={(e) => set('enabled', e.target.checked)}
                            />
                            <Trans>Enabled</Trans>
                        </label>
                        {text('countryCode', <Trans>Country code (ISO, two letters)</Trans>)}
                        <Field id="centre-kind" label={<Trans>Kind</Trans>}>
                            <NativeSelect
                                id="centre-kind"
                                value={form.kind}
                                onChange={(e) => set('kind', e.target.value as ServiceCentreKind)}
                            >
                                {SERVICE_CENTRE_KINDS.map((kind) => (
                                    <NativeSelectOption key={kind} value={kind}>
                                        <CentreKindLabel kind={kind} />
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </Field>
                        {text('phone', <Trans>Phone</Trans>, 'tel')}
                        {text('email', <Trans>E-mail</Trans>, 'email')}
                        {text('position', <Trans>Position</Trans>, 'number')}
                    </div>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export const serviceCentreDetail: DashboardRouteDefinition = {
    path: '/service-centres/$id',
    loader: () => ({
        breadcrumb: [
            { path: '/service-centres', label: <Trans>Service centres</Trans> },
            <Trans key="centre">Service centre</Trans>,
        ],
    }),
    component: (route) => <ServiceCentreDetailPage route={route} />,
};
