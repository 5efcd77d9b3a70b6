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
  billing: 'Billing',
  refund: 'Refund',
  download_access: 'Downloads and access',
  account: 'Account',
  technical: 'Technical',
  product_quality: 'Product quality',
  policy_legal: 'Policy and legal',
  safety: 'Safety',
  general: 'General',
};
