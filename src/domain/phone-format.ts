/** A Brazilian phone kept as digits (area code first) as people write it: "(11) 98765-4321". */
export const formatPhone = (digits: string): string => digits.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3')
