export * from './errors';
export * from './plans';
export * from './auth';
export * from './messages';
export * from './appspec';
export * from './projects';
export * from './builds';
export * from './generation-report';
