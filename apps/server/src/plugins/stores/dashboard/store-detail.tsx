import { Trans, useLingui } from '@lingui/react/macro';
import { STORE_TYPES, type StoreType, WEEKDAYS, type Weekday } from '@maison/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
    Alert,
    AlertDescription,
    api,
    AssetPickerDialog,
    Button,
    DashboardRouteDefinition,
    Input,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Textarea,
} from '@vendure/dashboard';
import gql from 'graphql-tag';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';

import { Checkbox, Field } from './form-parts';
import {
    type Failure,
    FAILURE_FIELDS,
    Refused,
    StoreTypeLabel,
    unwrap,
    useFailureMessage,
    WeekdayLabel,
} from './labels';

const LANGUAGES = ['zh', 'en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXT_FIELDS = ['name', 'addressLine', 'description', 'provinceName', 'cityName', 'districtName'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type TranslationForm = Record<TextField, string> & { id?: string };

interface StoreForm {
    slug: string;
    type: StoreType;
    provinceCode: string;
    cityCode: string;
    latitude: string;
    longitude: string;
    phone: string;
    email: string;
    hours: Record<Weekday, { open: boolean; opens: string; closes: string }>;
    serviceIds: string[];
    picture: Picture | null;
    takesAppointments: boolean;
    slotMinutes: string;
    slotCapacity: string;
    enabled: boolean;
    position: string;
    translations: Record<Language, TranslationForm>;
}

interface Picture {
    id: string;
    name: string;
    preview: string;
}

interface StoreData {
    id: string;
    slug: string;
    type: StoreType;
    provinceCode: string;
    cityCode: string;
    latitude: number;
    longitude: number;
    phone: string;
    email: string;
    openingHours: Array<{ weekday: Weekday; opens: string | null; closes: string | null }>;
    services: Array<{ id: string }>;
    featuredAsset: Picture | null;
    takesAppointments: boolean;
    slotMinutes: number;
    slotCapacity: number;
    enabled: boolean;
    position: number;
    translations: Array<Partial<Record<TextField, string>> & { id: string; languageCode: string }>;
}

const STORE_FIELDS = `
    id
    slug
    type
    provinceCode
    cityCode
    latitude
    longitude
    phone
    email
    openingHours {
        weekday
        opens
        closes
    }
    services {
        id
    }
    featuredAsset {
        id
        name
        preview
    }
    takesAppointments
    slotMinutes
    slotCapacity
    enabled
    position
    translations {
        id
        languageCode
        name
        addressLine
        description
        provinceName
        cityName
        districtName
    }
`;

const storeDocument = gql`
    query StoreDetail($id: ID!) {
        store(id: $id) {
            ${STORE_FIELDS}
        }
    }
`;

const servicesDocument = gql`
    query StoreServiceChoices {
        storeServices(options: { take: 100, sort: { position: ASC } }) {
            items {
                id
                name
            }
        }
    }
`;

const RESULT = `
    __typename
    ... on Store {
        ${STORE_FIELDS}
    }
    ${FAILURE_FIELDS}
`;

const createDocument = gql`
    mutation CreateStoreDetail($input: CreateStoreInput!) {
        createStore(input: $input) {
            ${RESULT}
        }
    }
`;

const updateDocument = gql`
    mutation UpdateStoreDetail($input: UpdateStoreInput!) {
        updateStore(input: $input) {
            ${RESULT}
        }
    }
`;

type StoreAnswer = { __typename: 'Store' } & StoreData;

const emptyTranslation = (): TranslationForm => ({
    name: '',
    addressLine: '',
    description: '',
    provinceName: '',
    cityName: '',
    districtName: '',
});

/** The form's values for a store, or for a new one: open 10:00 to 22:00 every day. */
function toForm(store?: StoreData): StoreForm {
    const hours = Object.fromEntries(
        WEEKDAYS.map((weekday) => {
            const day = store?.openingHours.find((h) => h.weekday === weekday);
            const open = store ? Boolean(day?.opens && day.closes) : true;
            return [weekday, { open, opens: day?.opens ?? '10:00', closes: day?.closes ?? '22:00' }];
        }),
    ) as StoreForm['hours'];
    const translations = Object.fromEntries(
        LANGUAGES.map((language) => {
            const found = store?.translations.find((t) => t.languageCode === language);
            const form = emptyTranslation();
            for (const field of TEXT_FIELDS) form[field] = found?.[field] ?? '';
            return [language, found ? { ...form, id: found.id } : form];
        }),
    ) as StoreForm['translations'];
    return {
        slug: store?.slug ?? '',
        type: store?.type ?? 'boutique',
        provinceCode: store?.provinceCode ?? '',
        cityCode: store?.cityCode ?? '',
        latitude: store ? String(store.latitude) : '',
        longitude: store ? String(store.longitude) : '',
        phone: store?.phone ?? '',
        email: store?.email ?? '',
        hours,
        serviceIds: store?.services.map((s) => s.id) ?? [],
        picture: store?.featuredAsset ?? null,
        takesAppointments: store?.takesAppointments ?? false,
        slotMinutes: String(store?.slotMinutes ?? 30),
        slotCapacity: String(store?.slotCapacity ?? 2),
        enabled: store?.enabled ?? true,
        position: String(store?.position ?? 0),
        translations,
    };
}

/** The Admin API's input: the languages staff named, the hours of each weekday. */
function toInput(form: StoreForm) {
    return {
        slug: form.slug.trim(),
        type: form.type,
        provinceCode: form.provinceCode.trim(),
        cityCode: form.cityCode.trim(),
        latitude: Number(form.latitude),
        longitude: Number(form.longitude),
        phone: form.phone.trim(),
        email: form.email.trim(),
        openingHours: WEEKDAYS.map((weekday) => {
            const day = form.hours[weekday];
            return { weekday, opens: day.open ? day.opens : null, closes: day.open ? day.closes : null };
        }),
        serviceIds: form.serviceIds,
        featuredAssetId: form.picture?.id,
        takesAppointments: form.takesAppointments,
        slotMinutes: Number.parseInt(form.slotMinutes, 10),
        slotCapacity: Number.parseInt(form.slotCapacity, 10),
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
            return <Trans>Store name</Trans>;
        case 'addressLine':
            return <Trans>Address</Trans>;
        case 'description':
            return <Trans>Description</Trans>;
        case 'provinceName':
            return <Trans>Province</Trans>;
        case 'cityName':
            return <Trans>City</Trans>;
        default:
            return <Trans>District</Trans>;
    }
}

function LanguageLabel({ language }: Readonly<{ language: Language }>) {
    if (language === 'zh') return <Trans>Chinese</Trans>;
    if (language === 'en') return <Trans>English</Trans>;
    return <Trans>German</Trans>;
}

function StoreDetailPage({ route }: Readonly<{ route: Parameters<DashboardRouteDefinition['component']>[0] }>) {
    const { t } = useLingui();
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const failureMessage = useFailureMessage();
    const store = useQuery({
        queryKey: ['store-detail', id],
        enabled: !isNew,
        queryFn: async () => ((await api.query(storeDocument, { id })) as { store: StoreData | null }).store,
    });
    const services = useQuery({
        queryKey: ['store-service-choices'],
        queryFn: async () =>
            (
                (await api.query(servicesDocument, {})) as {
                    storeServices: { items: Array<{ id: string; name: string }> };
                }
            ).storeServices.items,
    });
    const [form, setForm] = useState<StoreForm>(() => toForm());
    const [picking, setPicking] = useState(false);
    const [error, setError] = useState<{ message: string; field?: string | null } | null>(null);
    useEffect(() => {
        if (store.data) setForm(toForm(store.data));
    }, [store.data]);

    const save = useMutation({
        mutationFn: async () => {
            const input = toInput(form);
            if (isNew) {
                const answer = (await api.mutate(createDocument, { input })) as { createStore: StoreAnswer | Failure };
                return unwrap(answer.createStore);
            }
            const answer = (await api.mutate(updateDocument, { input: { ...input, id } })) as {
                updateStore: StoreAnswer | Failure;
            };
            return unwrap(answer.updateStore);
        },
        onSuccess: async (saved) => {
            setError(null);
            toast.success(t`Store saved`);
            queryClient.setQueryData(['store-detail', saved.id], saved);
            if (isNew) await navigate({ to: `/stores/${saved.id}` });
        },
        onError: (err: unknown) => {
            const message = failureMessage(err);
            setError({ message, field: err instanceof Refused ? err.field : undefined });
            toast.error(message);
        },
    });

    const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((f) => ({ ...f, [key]: value }));
    const invalid = (field: string) => error?.field === field;
    const text = (
        key:
            | 'slug'
            | 'provinceCode'
            | 'cityCode'
            | 'latitude'
            | 'longitude'
            | 'phone'
            | 'email'
            | 'slotMinutes'
            | 'slotCapacity'
            | 'position',
        label: ReactNode,
        type = 'text',
    ) => (
        <Field id={`store-${key}`} label={label} invalid={invalid(key)}>
            <Input
                id={`store-${key}`}
                name={key}
                type={type}
                step={type === 'number' ? 'any' : undefined}
                aria-invalid={invalid(key) || undefined}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
            />
        </Field>
    );

    if (!isNew && store.isLoading) {
        return (
            <Page pageId="store-detail">
                <PageTitle>
                    <Trans>Store</Trans>
                </PageTitle>
                <p className="p-4 text-muted-foreground">
                    <Trans>Loading…</Trans>
                </p>
            </Page>
        );
    }
    if (!isNew && !store.data) {
        return (
            <Page pageId="store-detail">
                <PageTitle>
                    <Trans>Store</Trans>
                </PageTitle>
                <p className="p-4">
                    <Trans>There is no such store</Trans>
                </p>
            </Page>
        );
    }

    return (
        <Page pageId="store-detail">
            <PageTitle>{isNew ? <Trans>New store</Trans> : form.translations.zh.name || form.slug}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button onClick={() => save.mutate()} disabled={save.isPending}>
                        {isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>}
                    </Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                {error ? (
                    <PageBlock column="main" blockId="store-error">
                        <Alert variant="destructive" role="alert">
                            <AlertDescription>{error.message}</AlertDescription>
                        </Alert>
                    </PageBlock>
                ) : null}
                {LANGUAGES.map((language) => (
                    <PageBlock
                        key={language}
                        column="main"
                        blockId={`store-translation-${language}`}
                        title={<LanguageLabel language={language} />}
                        description={language === 'zh' ? undefined : t`Leave the name empty to show the Chinese text.`}
                    >
                        <div className="grid gap-4 md:grid-cols-2">
                            {TEXT_FIELDS.map((field) => {
                                const fieldId = `store-${language}-${field}`;
                                const value = form.translations[language][field];
                                const onChange = (next: string) =>
                                    setForm((f) => ({
                                        ...f,
                                        translations: {
                                            ...f.translations,
                                            [language]: { ...f.translations[language], [field]: next },
                                        },
                                    }));
                                return (
                                    <div key={field} className={field === 'description' ? 'md:col-span-2' : undefined}>
                                        <Field id={fieldId} label={<TranslationLabel field={field} />}>
                                            {field === 'description' ? (
                                                <Textarea
                                                    id={fieldId}
                                                    value={value}
                                                    onChange={(e) => onChange(e.target.value)}
                                                />
                                            ) : (
                                                <Input
                                                    id={fieldId}
                                                    value={value}
                                                    onChange={(e) => onChange(e.target.value)}
                                                />
                                            )}
                                        </Field>
                                    </div>
                                );
                            })}
                        </div>
                    </PageBlock>
                ))}
                <PageBlock column="main" blockId="store-hours" title={<Trans>Opening hours</Trans>}>
                    <div className="flex flex-col gap-2" aria-invalid={invalid('openingHours') || undefined}>
                        {WEEKDAYS.map((weekday) => {
                            const day = form.hours[weekday];
                            const setDay = (next: Partial<typeof day>) =>
                                setForm((f) => ({
                                    ...f,
                                    hours: { ...f.hours, [weekday]: { ...f.hours[weekday], ...next } },
                                }));
                            return (
                                <div key={weekday} className="flex flex-wrap items-center gap-3" data-weekday={weekday}>
                                    <span className="w-28 text-sm font-medium">
                                        <WeekdayLabel weekday={weekday} />
                                    </span>
                                    <Checkbox
                                        id={`store-open-${weekday}`}
                                        checked={day.open}
                                        onChange={(open) => setDay({ open })}
                                        label={<Trans>Open</Trans>}
                                    />
                                    <Input
                                        type="time"
                                        className="w-32"
                                        aria-label={t`Opens`}
                                        name={`opens-${weekday}`}
                                        disabled={!day.open}
                                        value={day.opens}
                                        onChange={(e) => setDay({ opens: e.target.value })}
                                    />
                                    <span aria-hidden="true">–</span>
                                    <Input
                                        type="time"
                                        className="w-32"
                                        aria-label={t`Closes`}
                                        name={`closes-${weekday}`}
                                        disabled={!day.open}
                                        value={day.closes}
                                        onChange={(e) => setDay({ closes: e.target.value })}
                                    />
                                </div>
                            );
                        })}
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="store-settings">
                    <div className="flex flex-col gap-4">
                        <Checkbox
                            id="store-enabled"
                            checked={form.enabled}
                            onChange={(v) => set('enabled', v)}
                            label={<Trans>Enabled</Trans>}
                        />
                        {text('slug', <Trans>URL name</Trans>)}
                        <Field id="store-type" label={<Trans>Type</Trans>}>
                            <NativeSelect
                                id="store-type"
                                value={form.type}
                                onChange={(e) => set('type', e.target.value as StoreType)}
                            >
                                {STORE_TYPES.map((type) => (
                                    <NativeSelectOption key={type} value={type}>
                                        <StoreTypeLabel type={type} />
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </Field>
                        {text('provinceCode', <Trans>Province code</Trans>)}
                        {text('cityCode', <Trans>City code</Trans>)}
                        {text('latitude', <Trans>Latitude (GCJ-02)</Trans>, 'number')}
                        {text('longitude', <Trans>Longitude (GCJ-02)</Trans>, 'number')}
                        {text('phone', <Trans>Phone</Trans>, 'tel')}
                        {text('email', <Trans>E-mail</Trans>, 'email')}
                        {text('position', <Trans>Position</Trans>, 'number')}
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="store-picture" title={<Trans>Picture</Trans>}>
                    <div className="flex flex-col gap-3">
                        {form.picture ? (
                            <img
                                src={`${form.picture.preview}?preset=small`}
                                alt={form.picture.name}
                                className="h-32 w-full rounded-md object-cover"
                            />
                        ) : (
                            <p className="text-sm text-muted-foreground">
                                <Trans>No picture yet</Trans>
                            </p>
                        )}
                        <Button type="button" variant="outline" onClick={() => setPicking(true)}>
                            <Trans>Choose a picture</Trans>
                        </Button>
                    </div>
                    <AssetPickerDialog
                        open={picking}
                        onClose={() => setPicking(false)}
                        title={t`Choose the store's picture`}
                        initialSelectedAssets={[]}
                        onSelect={(assets) => {
                            const chosen = assets[0];
                            if (chosen) set('picture', { id: chosen.id, name: chosen.name, preview: chosen.preview });
                        }}
                    />
                </PageBlock>
                <PageBlock column="side" blockId="store-appointments" title={<Trans>Appointments</Trans>}>
                    <div className="flex flex-col gap-4">
                        <Checkbox
                            id="store-takes-appointments"
                            checked={form.takesAppointments}
                            onChange={(v) => set('takesAppointments', v)}
                            label={<Trans>Takes appointments</Trans>}
                        />
                        {text('slotMinutes', <Trans>Slot length (minutes)</Trans>, 'number')}
                        {text('slotCapacity', <Trans>Visitors per slot</Trans>, 'number')}
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="store-services" title={<Trans>In-store services</Trans>}>
                    <div className="flex flex-col gap-2">
                        {(services.data ?? []).map((service) => (
                            <Checkbox
                                key={service.id}
                                id={`store-service-${service.id}`}
                                checked={form.serviceIds.includes(service.id)}
                                onChange={(on) =>
                                    set(
                                        'serviceIds',
                                        on
                                            ? [...form.serviceIds, service.id]
                                            : form.serviceIds.filter((s) => s !== service.id),
                                    )
                                }
                                label={service.name}
                            />
                        ))}
                        {services.data?.length === 0 ? (
                            <p className="text-sm text-muted-foreground">
                                <Trans>No services yet</Trans>
                            </p>
                        ) : null}
                    </div>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export const storeDetail: DashboardRouteDefinition = {
    path: '/stores/$id',
    loader: () => ({
        breadcrumb: [{ path: '/stores', label: <Trans>Stores</Trans> }, <Trans key="store">Store</Trans>],
    }),
    component: (route) => <StoreDetailPage route={route} />,
};
