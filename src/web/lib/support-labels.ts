import type { SupportCategory, SupportIssueType, SupportPriority } from '../../contract/support';

export const issueTypeLabels: Record<SupportIssueType, string> = {
  refund: 'Refund request',
  technical: 'Technical problem',
  product: 'Question about a product',
  policy: 'Policy question',
  general: 'General question',
};

export const priorityLabels: Record<SupportPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const categoryLabels: Record<SupportCategory, string> = {
  refund: 'Refund',
  charge_dispute: 'Charge dispute',
  billing: 'Billing',
  download_access: 'Downloads and access',
  account: 'Account',
  technical: 'Technical',
  product_quality: 'Product quality',
  policy_legal: 'Legal and copyright',
  data_request: 'Data request',
  safety: 'Harassment or safety',
  crisis: 'Crisis support',
  general: 'Question',
};
