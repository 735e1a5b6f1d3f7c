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
  tabOf,
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
