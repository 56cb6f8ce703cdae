import { expect, test, vi } from "vitest";
import type { OperationsReport } from "../backend/index";
import { healthAnswer } from "./health";
import { createOperationsProbe, fieldsOf } from "./operations-probe";
import { logger } from "@platform/logger";

const report: OperationsReport = {
  leads: {
    crm: "bitrix24",
    waiting: 4,
    retrying: 3,
    oldestWaitingSeconds: 125.4,
    needsAttention: 1,
    lastDeliveredAt: new Date("2026-11-25T10:00:00Z"),
    lastFailure: { at: new Date("2026-11-25T10:05:00Z"), httpStatus: 503, error: "CRM ответила 503 — временно недоступна" },
  },
  stock: [
    {
      source: "ilsa-offers",
      carCount: 36,
      refreshedAt: new Date("2026-11-25T10:04:00Z"),
      refreshedSecondsAgo: 60,
      checkedAt: new Date("2026-11-25T10:04:00Z"),
      lastAttemptFailed: false,
      health: null,
    },
    {
      source: "export-master",
      carCount: 24,
      refreshedAt: new Date("2026-11-25T08:00:00Z"),
      refreshedSecondsAgo: 7_300,
      checkedAt: new Date("2026-11-25T10:04:30Z"),
      lastAttemptFailed: true,
      health: null,
    },
  ],
  notifications: {
    email: {
      enabled: true,
      waiting: 2,
      retrying: 1,
      oldestWaitingSeconds: 40.2,
      needsAttention: 0,
      lastSentAt: new Date("2026-11-25T10:03:00Z"),
      lastFailure: { at: new Date("2026-11-25T10:05:00Z"), error: "Почтовый сервер недоступен: connect ECONNREFUSED 10.0.0.5:587" },
    },
    telegram: {
      enabled: false,
      waiting: 0,
      retrying: 0,
      oldestWaitingSeconds: null,
      needsAttention: 0,
      lastSentAt: null,
      lastFailure: null,
    },
  },
};

test("the probe reads every interval while started, whoever polls; /healthz gets the last reading at once, its ages moved on", async () => {
  vi.useFakeTimers();
  try {
    let clock = 0;
    const read = vi.fn(async () => report);
    const probe = createOperationsProbe(read, { everyMs: 5_000, now: () => clock });
    expect(probe.fields()).toBeNull();
    expect(read).not.toHaveBeenCalled();
    probe.start();
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    clock = 3_000;
    expect(probe.fields()).toEqual({
      leads: {
        // Whose words `lastFailure` carries: the CRM the site delivers to.
        crm: "bitrix24",
        waiting: 4,
        retrying: 3,
        oldestWaitingSeconds: 128,
        needsAttention: 1,
        lastDeliveredAt: "2026-11-25T10:00:00.000Z",
        lastFailure: { at: "2026-11-25T10:05:00.000Z", httpStatus: 503, error: "CRM ответила 503 — временно недоступна" },
      },
      stock: {
        "ilsa-offers": {
          cars: "new",
          carCount: 36,
          refreshedAt: "2026-11-25T10:04:00.000Z",
          refreshedSecondsAgo: 63,
          lastAttemptAt: "2026-11-25T10:04:00.000Z",
          lastAttemptFailed: false,
          health: null,
        },
        "export-master": {
          cars: "used",
          carCount: 24,
          refreshedAt: "2026-11-25T08:00:00.000Z",
          refreshedSecondsAgo: 7_303,
          lastAttemptAt: "2026-11-25T10:04:30.000Z",
          lastAttemptFailed: true,
          health: null,
        },
      },
      notifications: {
        email: {
          enabled: true,
          waiting: 2,
          retrying: 1,
          oldestWaitingSeconds: 43,
          needsAttention: 0,
          lastSentAt: "2026-11-25T10:03:00.000Z",
          lastFailure: { at: "2026-11-25T10:05:00.000Z", error: "Почтовый сервер недоступен: connect ECONNREFUSED 10.0.0.5:587" },
        },
        telegram: {
          enabled: false,
          waiting: 0,
          retrying: 0,
          oldestWaitingSeconds: null,
          needsAttention: 0,
          lastSentAt: null,
          lastFailure: null,
        },
      },
      checkedSecondsAgo: 3,
    });
    // Polled every few milliseconds: no reading of its own.
    for (let i = 0; i < 100; i++) probe.fields();
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(read).toHaveBeenCalledTimes(5);
    probe.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(5);
  } finally {
    vi.useRealTimers();
  }
});

test("a failed reading shows no stale figures and is logged once until a reading succeeds", async () => {
  vi.useFakeTimers();
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  try {
    let fail = false;
    const probe = createOperationsProbe(
      async () => {
        if (fail) throw new Error("connection terminated");
        return report;
      },
      { everyMs: 1_000 },
    );
    probe.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.fields()?.leads.waiting).toBe(4);
    fail = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe.fields()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.fields()?.leads.waiting).toBe(4);
    fail = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe.fields()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    probe.stop();
  } finally {
    vi.useRealTimers();
    warn.mockRestore();
  }
});

test("/healthz's code is the process's health alone: a CRM backlog or a failed feed never makes it 503", () => {
  const backlog = fieldsOf({ ...report, leads: { ...report.leads, waiting: 5_000, oldestWaitingSeconds: 86_400 } }, 0);
  const operations = vi.fn(() => backlog);
  expect(healthAnswer("ok", () => "ok", operations)).toEqual({ code: 200, body: { status: "ok", database: "ok", ...backlog } });
  expect(
    healthAnswer(
      "ok",
      () => "unknown",
      () => null,
    ),
  ).toEqual({ code: 200, body: { status: "ok", database: "unknown" } });
  // Unhealthy states answer as before, without the operations (not read then).
  operations.mockClear();
  expect(healthAnswer("ok", () => "failed", operations)).toEqual({ code: 503, body: { status: "database-failed", database: "failed" } });
  expect(healthAnswer("starting", () => "ok", operations)).toEqual({ code: 503, body: { status: "starting" } });
  expect(healthAnswer("stopping", () => "ok", operations)).toEqual({ code: 503, body: { status: "stopping" } });
  expect(healthAnswer("failed", () => "ok", operations)).toEqual({ code: 503, body: { status: "failed" } });
  expect(operations).not.toHaveBeenCalled();
});
