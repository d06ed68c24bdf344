import { EMAIL_STATE_LABELS, EMAIL_STATES, MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS } from '@cep/domain';

export const stateChoices = EMAIL_STATES.map((state) => ({ id: state, name: EMAIL_STATE_LABELS[state] }));
export const channelChoices = MESSAGE_CHANNELS.map((channel) => ({ id: channel, name: MESSAGE_CHANNEL_LABELS[channel] }));
