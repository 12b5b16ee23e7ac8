export * from './second-step.ts';
