import { ORDER_STATUSES } from '@boardhouse/shared/orders/order-status';
import type { OrderListItem, OrderPayment, UserOrdersResponse } from '@boardhouse/shared/orders/orders-api';
import { PAYMENT_STATES } from '@boardhouse/shared/orders/orders-api';
import { describe, expect, it } from 'vitest';
import {
  canPayListItem,
  ORDER_TABS,
  ordersOfTab,
  PAY_LATER_FROM,
  PAYMENT_COLOURS,
  pollIntervalOf,
  STATUS_COLOURS,
  shownPaymentState,
  shownTabOf,
  tabOf,
  timelineMarkOf,
  trackingLinkOf,
} from './order-display.ts';

const item = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  orderId: 7,
  orderKey: 'BH-26-000007',
  projectId: 'P-26-000002',
  projectName: 'Sensor board',
  status: 'AWAITING_PAYMENT',
  paymentState: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  quantity: 10,
  deliveryDate: '2026-04-01',
  totalCents: 6513,
  currency: 'EUR',
  isOwn: true,
  canPay: true,
  ...overrides,
});

const payment = (status: OrderPayment['status']): OrderPayment => ({
  status,
  method: 'card',
  paidAt: null,
  amountCents: null,
  transactionId: null,
  message: null,
});

describe('status colours', () => {
  it('give every order status and payment state a colour', () => {
    for (const status of ORDER_STATUSES) expect(STATUS_COLOURS[status], status).toBeTruthy();
    for (const state of PAYMENT_STATES) expect(PAYMENT_COLOURS[state], state).toBeTruthy();
  });

  it('mark failures red and paid teal', () => {
    expect(STATUS_COLOURS.PAYMENT_FAILED).toBe('red');
    expect(PAYMENT_COLOURS.FAILED).toBe('red');
    expect(PAYMENT_COLOURS.PAID).toBe('teal');
    expect(STATUS_COLOURS.CANCELLED).toBe('gray');
    // Leaving the payment page with Cancel is no failure.
    expect(PAYMENT_COLOURS.CANCELLED).toBe('gray');
  });
});

describe('tabs', () => {
  const response: UserOrdersResponse = {
    newOrders: [item({ orderId: 1 })],
    openOrders: [item({ orderId: 2, status: 'IN_PRODUCTION' }), item({ orderId: 3, status: 'PAID' })],
    closedOrders: [],
  };

  it('send the seed’s tab names', () => {
    expect(ORDER_TABS.map((tab) => tab.tabName)).toEqual(['My Orders', 'Open orders', 'Closed orders']);
  });

  it('read the tab from the URL, the first one when unknown', () => {
    expect(tabOf('open').list).toBe('openOrders');
    expect(tabOf('closed').list).toBe('closedOrders');
    expect(tabOf(null).value).toBe('new');
    expect(tabOf('everything').value).toBe('new');
  });

  it('list each tab’s own orders', () => {
    expect(ordersOfTab(response, tabOf('new')).map((order) => order.orderId)).toEqual([1]);
    expect(ordersOfTab(response, tabOf('open')).map((order) => order.orderId)).toEqual([2, 3]);
    expect(ordersOfTab(response, tabOf('closed'))).toEqual([]);
    expect(ordersOfTab(undefined, tabOf('open'))).toEqual([]);
  });
});

describe('canPayListItem', () => {
  it('offers payment where the server says the caller may pay', () => {
    expect(canPayListItem(item())).toBe(true);
    expect(canPayListItem(item({ status: 'PAYMENT_FAILED', paymentState: 'FAILED' }))).toBe(true);
    expect(canPayListItem(item({ status: 'PENDING', paymentState: 'BANK_TRANSFER' }))).toBe(true);
  });

  it('not for a teammate’s order, a paid one, or one whose payment may still land', () => {
    expect(canPayListItem(item({ isOwn: false, canPay: false }))).toBe(false);
    expect(canPayListItem(item({ status: 'PAID', paymentState: 'PAID', canPay: false }))).toBe(false);
    expect(canPayListItem(item({ paymentState: 'CONFIRMING' }))).toBe(false);
    expect(canPayListItem(item({ paymentState: 'UNCONFIRMED' }))).toBe(false);
    expect(canPayListItem(item({ status: 'CANCELLED', canPay: false }))).toBe(false);
  });
});

describe('PAY_LATER_FROM', () => {
  it('offers pay later only while no card payment is under way or paid', () => {
    expect([null, ...PAYMENT_STATES].filter((state) => PAY_LATER_FROM.has(state))).toEqual([
      null,
      'OPEN',
      'FAILED',
      'CANCELLED',
    ]);
  });
});

describe('pollIntervalOf', () => {
  it('polls every 3 s after a return while the payment is open or being confirmed', () => {
    expect(pollIntervalOf(payment('CONFIRMING'), true, 0)).toBe(3000);
    expect(pollIntervalOf(payment('OPEN'), true, 30_000)).toBe(3000);
    expect(pollIntervalOf(undefined, true, 0)).toBe(3000);
  });

  it('stops after a minute, once settled, or without a return', () => {
    expect(pollIntervalOf(payment('CONFIRMING'), true, 60_000)).toBe(false);
    expect(pollIntervalOf(payment('PAID'), true, 3000)).toBe(false);
    expect(pollIntervalOf(payment('FAILED'), true, 3000)).toBe(false);
    expect(pollIntervalOf(payment('CONFIRMING'), false, 0)).toBe(false);
  });
});

describe('shownPaymentState', () => {
  it('leaves out what the status already says', () => {
    expect(shownPaymentState({ status: 'PAID', paymentState: 'PAID' })).toBeNull();
    expect(shownPaymentState({ status: 'IN_PRODUCTION', paymentState: 'PAID' })).toBeNull();
    expect(shownPaymentState({ status: 'PAYMENT_FAILED', paymentState: 'FAILED' })).toBeNull();
  });

  it('keeps what it adds', () => {
    expect(shownPaymentState({ status: 'PENDING', paymentState: 'BANK_TRANSFER' })).toBe('BANK_TRANSFER');
    expect(shownPaymentState({ status: 'AWAITING_PAYMENT', paymentState: 'CONFIRMING' })).toBe('CONFIRMING');
    expect(shownPaymentState({ status: 'AWAITING_PAYMENT', paymentState: null })).toBeNull();
  });
});

describe('shownTabOf', () => {
  const at = (orderId: number, createdAt: string, status: OrderListItem['status']) =>
    item({ orderId, createdAt, status });
  // An older order still waits for payment; the one just paid is newer and in work.
  const afterPaying: UserOrdersResponse = {
    newOrders: [at(1, '2026-03-01T09:00:00.000Z', 'AWAITING_PAYMENT')],
    openOrders: [
      at(2, '2026-03-04T08:00:00.000Z', 'PAID'),
      at(3, '2026-02-01T08:00:00.000Z', 'IN_PRODUCTION'),
    ],
    closedOrders: [at(4, '2026-03-03T23:59:59.000Z', 'DELIVERED')],
  };

  it('opens on the tab holding the newest order when the URL names none', () => {
    expect(shownTabOf(null, afterPaying).value).toBe('open');
    expect(shownTabOf(null, { ...afterPaying, openOrders: [] }).value).toBe('closed');
    expect(
      shownTabOf(null, { newOrders: [], openOrders: [], closedOrders: afterPaying.closedOrders }).value,
    ).toBe('closed');
    // Compared as moments, not as text: the same instant written with an offset is later than 09:00Z.
    expect(
      shownTabOf(null, {
        newOrders: [at(5, '2026-03-05T12:00:00+02:00', 'AWAITING_PAYMENT')],
        openOrders: [at(6, '2026-03-05T09:30:00.000Z', 'PAID')],
        closedOrders: [],
      }).value,
    ).toBe('new');
  });

  it('keeps the tab the URL names, even an empty one', () => {
    expect(shownTabOf('new', afterPaying).value).toBe('new');
    expect(shownTabOf('closed', { ...afterPaying, closedOrders: [] }).value).toBe('closed');
  });

  it('falls back to the first tab without orders, while loading, or for an unknown name', () => {
    expect(shownTabOf(null, undefined).value).toBe('new');
    expect(shownTabOf(null, { newOrders: [], openOrders: [], closedOrders: [] }).value).toBe('new');
    expect(shownTabOf('everything', afterPaying).value).toBe('open');
  });
});

describe('trackingLinkOf', () => {
  it('links to the carrier’s page with the code in it, encoded', () => {
    expect(trackingLinkOf('PostNL', '3SABCD1234567')).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD1234567',
    );
    expect(trackingLinkOf('UPS', '1Z999-AA1')).toBe('https://www.ups.com/track?tracknum=1Z999-AA1');
    expect(trackingLinkOf('GLS', 'a b')).toBe('https://gls-group.com/track/a%20b');
  });

  it('gives no link for an unknown carrier or a missing code', () => {
    expect(trackingLinkOf('Pigeon post', '12345')).toBeNull();
    expect(trackingLinkOf('toString', '12345')).toBeNull();
    expect(trackingLinkOf(null, '12345')).toBeNull();
    expect(trackingLinkOf('DHL', null)).toBeNull();
  });
});

describe('timelineMarkOf', () => {
  it('marks a failed payment as failed wherever it is, a cancellation as cancelled', () => {
    expect(timelineMarkOf('PAYMENT_FAILED', true)).toBe('failed');
    expect(timelineMarkOf('PAYMENT_FAILED', false)).toBe('failed');
    expect(timelineMarkOf('CANCELLED', true)).toBe('cancelled');
  });

  it('ticks the latest other state, dots the passed ones', () => {
    expect(timelineMarkOf('PAID', true)).toBe('current');
    expect(timelineMarkOf('AWAITING_PAYMENT', false)).toBe('passed');
    expect(timelineMarkOf('DELIVERED', true)).toBe('current');
  });
});
