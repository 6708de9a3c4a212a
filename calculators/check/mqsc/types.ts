/** The object shapes live with the rulebook (which imports nothing from the checker); the readers here re-export them. */
export type { MqscAttribute, MqscObject, MqscObjectType, MqscRejection, MqscStatus, NativeHaInstance } from '../../rulebook/objects.ts';
