// The shape of an alarm rule, as a supervisor writes it in the profile's alarm-rules.json and as the
// contract carries it. Pure zod, no Node: the renderer imports it too.
import * as z from 'zod';
import { isPhoneNumber, PHONE_RULE } from './phone-number.js';
import { ALARM_PRIORITIES, type AlarmPriority } from '../domain/monitor-limits.js';

const guid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    message: 'must be a GUID (8-4-4-4-12 hexadecimal digits)',
  })
  .transform((value) => value.toLowerCase());
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time of day such as 22:00' });
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const text = z.string().min(1).max(200);
/** How close repeats must be to join a group when a rule gives no groupWithinMinutes. */
export const DEFAULT_GROUP_WITHIN_MINUTES = 5;

/** The conditions a rule on a device's status may have besides it (see readerStatusContains, cameraStatusContains). */
const STATUS_RULE_CONDITIONS: ReadonlySet<string> = new Set(['customerGuid', 'doorGuid']);
/** The device each status condition is about, as a guard reads it. */
const STATUS_CONDITIONS = { readerStatusContains: 'reader', cameraStatusContains: 'camera' } as const;

const minutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);

/** Every condition given must hold; a list matches when any of its entries does. */
const ruleConditionsSchema = z
  .object({
    eventType: z.array(z.number().int()).min(1).optional(),
    /** The whole displayName, ignoring case. */
    displayName: text.optional(),
    /** Any of these within displayName, ignoring case. */
    displayNameContains: z.array(text).min(1).optional(),
    /** The whole priorityDescription, ignoring case. */
    priorityDescription: text.optional(),
    customerGuid: guid.optional(),
    siteGuid: guid.optional(),
    doorGuid: guid.optional(),
    userBarred: z.boolean().optional(),
    tokenLost: z.boolean().optional(),
    /** An unknown token: the event names no user (userGuid null). */
    unknownToken: z.boolean().optional(),
    userDeleted: z.boolean().optional(),
    doorDeleted: z.boolean().optional(),
    deviceDeleted: z.boolean().optional(),
    /**
     * Any of these within a door reader's status or deviceStatus (endpoint 7, as the inventory reads it),
     * ignoring case. A rule that says it is about a device's trouble, not an event: it matches no event,
     * and the rules without it match no status. Only customerGuid and doorGuid go with it.
     */
    readerStatusContains: z.array(text).min(1).optional(),
    /**
     * Any of these within the status of one of a door's cameras (endpoint 7), ignoring case: as
     * readerStatusContains, about a camera (one alarm per camera, whichever doors list it). doorGuid: a
     * camera of that door.
     */
    cameraStatusContains: z.array(text).min(1).optional(),
    /**
     * Local time at the site (its customer's geographicTimezoneId), from `from` up to but not including
     * `to`; a window whose `to` is earlier than its `from` runs through midnight. `days` are the local days.
     */
    between: z
      .object({ from: clockTime, to: clockTime, days: z.array(z.enum(WEEKDAYS)).min(1).optional() })
      .strict()
      .optional(),
  })
  .strict();

/**
 * When an alarm of the rule rises to a higher priority (it stays one alarm): at the `atCount`th event
 * of its group (its card, or its door) within `withinMinutes`, or when nobody has acknowledged it for
 * `unacknowledgedForMinutes`; whichever comes first, once.
 */
const riseSchema = z
  .object({
    to: z.enum(ALARM_PRIORITIES),
    atCount: z.number().int().min(2).max(1000).optional(),
    withinMinutes: minutes.optional(),
    unacknowledgedForMinutes: minutes.optional(),
  })
  .strict()
  .superRefine((rise, context) => {
    if ((rise.atCount === undefined) !== (rise.withinMinutes === undefined)) {
      const missing = rise.atCount === undefined ? 'atCount' : 'withinMinutes';
      context.addIssue({ code: 'custom', path: [missing], message: 'atCount and withinMinutes go together' });
    } else if (rise.atCount === undefined && rise.unacknowledgedForMinutes === undefined) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: 'must say when: atCount with withinMinutes, or unacknowledgedForMinutes',
      });
    }
  });

export const alarmRuleSchema = z
  .object({
    name: text,
    when: ruleConditionsSchema,
    /** 'none' is "no alarm": the event stays in the feed only, and later rules are not asked. */
    alarm: z.enum([...ALARM_PRIORITIES, 'none']),
    /** Default: the critical sound for a critical alarm, the alarm sound otherwise. */
    sound: z.enum(['critical', 'alarm', 'none']).optional(),
    /** Whether to raise an OS notification; default yes. */
    notify: z.boolean().optional(),
    /** What repeats group on: the card (or the door, for an unknown token), the door, or nothing. Critical never groups. */
    group: z.enum(['card', 'door', 'none']).optional(),
    /** How close repeats must be to join a group; default DEFAULT_GROUP_WITHIN_MINUTES. */
    groupWithinMinutes: minutes.optional(),
    rise: riseSchema.optional(),
  })
  .strict()
  .superRefine((rule, context) => {
    const statusCondition = (Object.keys(STATUS_CONDITIONS) as (keyof typeof STATUS_CONDITIONS)[]).find(
      (name) => rule.when[name] !== undefined,
    );
    if (statusCondition) {
      const device = STATUS_CONDITIONS[statusCondition];
      const eventOnly = Object.keys(rule.when).filter(
        (name) => name !== statusCondition && !STATUS_RULE_CONDITIONS.has(name),
      );
      if (eventOnly.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['when', eventOnly[0]!],
          message: `a rule on a ${device}'s status may only also say customerGuid or doorGuid`,
        });
      }
      if (rule.rise?.atCount !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['rise', 'atCount'],
          message: `a ${device}'s status has no events to count: rise with unacknowledgedForMinutes`,
        });
      }
    }
    if (!rule.rise) return;
    const from = rule.alarm === 'none' ? null : ALARM_PRIORITIES.indexOf(rule.alarm);
    if (from === null || ALARM_PRIORITIES.indexOf(rule.rise.to) >= from) {
      context.addIssue({
        code: 'custom',
        path: ['rise', 'to'],
        message:
          from === null
            ? 'a rule with "alarm": "none" raises no alarm to rise'
            : `must be a higher priority than the rule's alarm (${rule.alarm})`,
      });
    }
  });

/** Minutes an alarm may stay unacknowledged before it sounds and notifies again; null: never. */
const escalationMinutes = minutes.nullable().optional();
const escalationSchema = z
  .object({
    critical: escalationMinutes,
    high: escalationMinutes,
    medium: escalationMinutes,
    low: escalationMinutes,
  })
  .strict();

/** What to do, shown with every alarm of a door (doorGuid given) or of a whole customer. */
const instructionSchema = z
  .object({ customerGuid: guid, doorGuid: guid.optional(), text: z.string().min(1).max(2000) })
  .strict();

/** A phone number a step gives: digits, spaces, brackets, dashes, a leading +. */
const phoneSchema = z.string().refine(isPhoneNumber, { message: PHONE_RULE });

/** One thing a guard does about an alarm ("Call the site contact"), with the numbers to call. */
const procedureStepSchema = z
  .object({ text: z.string().trim().min(1).max(300), phones: z.array(phoneSchema).max(5).optional() })
  .strict();

/**
 * The checklist a guard follows for the alarms of a rule (`rule`, by its name), of a customer, of a door, or
 * any mix; none of them: every alarm with no more specific procedure. The most specific one applies.
 */
const procedureSchema = z
  .object({
    rule: text.optional(),
    customerGuid: guid.optional(),
    doorGuid: guid.optional(),
    steps: z.array(procedureStepSchema).min(1).max(30),
  })
  .strict()
  .superRefine((procedure, context) => {
    if (procedure.doorGuid !== undefined && procedure.customerGuid === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['customerGuid'],
        message: "a door's procedure names its customer too",
      });
    }
    const seen = new Set<string>();
    procedure.steps.forEach((step, index) => {
      const key = step.text.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['steps', index, 'text'],
          message: 'is already a step of this procedure',
        });
      }
      seen.add(key);
    });
  });

/** Someone to call about a customer's alarms, kept on the Customers screen and shown with its alarms. */
const contactSchema = z
  .object({
    customerGuid: guid,
    name: z.string().trim().min(1).max(100),
    role: z.string().trim().min(1).max(100).optional(),
    phone: phoneSchema,
  })
  .strict();

export const alarmRulesFileSchema = z
  .object({
    rules: z.array(alarmRuleSchema).max(500),
    escalateAfterMinutes: escalationSchema.optional(),
    instructions: z.array(instructionSchema).max(5000).optional(),
    procedures: z.array(procedureSchema).max(5000).optional(),
    contacts: z.array(contactSchema).max(5000).optional(),
    /** A control room: what an operator holds goes back to the queue once they touched no screen for this long. */
    releaseAfterIdleMinutes: z.number().int().min(1).max(240).optional(),
  })
  .strict()
  .superRefine((file, context) => {
    const names = new Set(file.rules.map((rule) => rule.name));
    const where = new Set<string>();
    file.procedures?.forEach((procedure, index) => {
      if (procedure.rule !== undefined && !names.has(procedure.rule)) {
        context.addIssue({
          code: 'custom',
          path: ['procedures', index, 'rule'],
          message: 'names no rule of this file',
        });
      }
      const key = `${procedure.rule ?? ''}|${procedure.customerGuid ?? ''}|${procedure.doorGuid ?? ''}`;
      if (where.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['procedures', index],
          message: 'another procedure is for the same rule, customer and door',
        });
      }
      where.add(key);
    });
  });

export type RuleConditions = z.output<typeof ruleConditionsSchema>;
export type AlarmRule = z.output<typeof alarmRuleSchema>;
export type AlarmRise = z.output<typeof riseSchema>;
export type AlarmRulesFile = z.output<typeof alarmRulesFileSchema>;
export type Instruction = z.output<typeof instructionSchema>;
export type Procedure = z.output<typeof procedureSchema>;
export type ProcedureStep = z.output<typeof procedureStepSchema>;
export type Contact = z.output<typeof contactSchema>;
/** Minutes before re-alerting, per priority (null: never), with the defaults filled in. */
export type Escalation = Record<AlarmPriority, number | null>;
