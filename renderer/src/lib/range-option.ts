/** One choice of the range picker (RangePicker.vue): its value, its words and its test id. */
export interface RangeOption<Choice extends string = string> {
  value: Choice;
  label: string;
  testId: string;
}
