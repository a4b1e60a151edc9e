import { formatMoney, SERVICE_SYMPTOMS, type ServiceSymptom } from '@maison/shared';
import { EmailEventListener } from '@vendure/email-plugin';

import type { ServiceRequest } from '../entities/service-request.entity';
import { ServiceRequestEvent } from '../events/service-request-event';
import { SERVICE_STATE_NAMES } from '../services/service-request-messages.service';

/** The request's page: the member's account, or the guest's page (opened by the pass in their browser, or by a look-up). */
export function serviceRequestPath(request: Pick<ServiceRequest, 'customerId' | 'reference'>): string {
    return request.customerId
        ? `/my-account/service-requests/${request.reference}`
        : `/service/send-my-watch/request/${request.reference}`;
}

const SYMPTOM: Record<ServiceSymptom, string> = {
    stops: '停走 Stops',
    losesTime: '走慢 Loses time',
    gainsTime: '走快 Gains time',
    condensation: '起雾 Condensation',
    crown: '表冠 Crown',
    strapOrClasp: '表带或表扣 Strap or clasp',
    glass: '表镜 Glass',
    battery: '电池 Battery',
    other: '其他 Other',
};

/**
 * The owner's mail of a new request, sent by the job queue: the reference, the watch, the
 * problem and how the watch travels, with the link to the pick-up label.
 */
export function serviceRequestEmails(options: { publicUrl: string }) {
    const submitted = new EmailEventListener('service-request-submitted')
        .on(ServiceRequestEvent)
        .filter((event) => event.kind === 'submitted' && Boolean(event.request.email))
        .setRecipient((event) => event.request.email)
        .setFrom('{{ fromAddress }}')
        .setSubject('送修申请已收到 Your service request {{ request.reference }}')
        .setTemplateVars((event) => {
            const r = event.request;
            const address = r.pickupAddress;
            return {
                request: {
                    reference: r.reference,
                    name: r.name,
                    model: r.modelName,
                    serialNumber: r.serialNumber,
                    symptoms: r.symptoms
                        .filter((s) => (SERVICE_SYMPTOMS as readonly string[]).includes(s))
                        .map((s) => SYMPTOM[s])
                        .join(', '),
                    description: r.description,
                    pickup: r.travelMode === 'pickup',
                    pickupDate: r.pickupDate,
                    address: address
                        ? `${address.province}${address.city}${address.district}${address.streetLine}`
                        : '',
                    dropOffStore: r.dropOffStoreSlug,
                },
                labelUrl: `${options.publicUrl.replace(/\/+$/, '')}/service/send-my-watch/label/${r.reference}`,
            };
        });
    // Each move of the repair, told in Chinese and English as the other mails are.
    const moved = new EmailEventListener('service-request-updated')
        .on(ServiceRequestEvent)
        .filter((event) => event.kind === 'moved' && Boolean(event.request.email))
        .setRecipient((event) => event.request.email)
        .setFrom('{{ fromAddress }}')
        .setSubject('送修申请 {{ request.reference }}：{{ request.stateZh }} · {{ request.stateEn }}')
        .setTemplateVars((event) => {
            const r = event.request;
            const priced = r.state === 'estimateSent';
            return {
                request: {
                    reference: r.reference,
                    name: r.name,
                    model: r.modelName,
                    stateZh: SERVICE_STATE_NAMES.zh[r.state],
                    stateEn: SERVICE_STATE_NAMES.en[r.state],
                    note: event.note,
                    estimate: priced
                        ? {
                              lines: (r.estimateLines ?? []).map((line) => ({
                                  label: line.label,
                                  price: formatMoney(line.priceWithTax),
                              })),
                              total: formatMoney(r.estimateTotal),
                              underWarranty: r.estimateUnderWarranty,
                          }
                        : null,
                    shipment:
                        r.state === 'shippedBack'
                            ? { carrier: r.shipBackCarrier, trackingCode: r.shipBackTrackingCode }
                            : null,
                },
                requestUrl: `${options.publicUrl.replace(/\/+$/, '')}${serviceRequestPath(r)}`,
            };
        });
    return [submitted, moved];
}
