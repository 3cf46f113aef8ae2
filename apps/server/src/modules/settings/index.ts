/** The settings module's public surface. */
export { SettingsService } from './service.ts';
export type { SettingKey, Settings } from './defaults.ts';
export { settingsModule, type SettingsDeps } from './module.ts';
export { settingDefaults } from './defaults.ts';
export { isSlipUploadClosed } from './slip-window.ts';
export type { SpinPrizeSetting, SpinSettings, SpinSliceSetting } from './spin-defaults.ts';
export { SettingGroupChanges } from './group-changes.ts';
export { settingGroupRoutes } from './group-routes.ts';
export { SettingTableChanges, type SettingTableDefinition } from './table-changes.ts';
export { settingTableRoutes } from './table-routes.ts';
export { SettingChangeRequests } from './change-requests.ts';
export { amountRulesFor, typedAmount, withdrawLimitsFor, type AmountRules } from './amount-rules.ts';
