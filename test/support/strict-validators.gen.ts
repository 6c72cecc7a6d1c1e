// Generated from resources/openapi.yaml by `npm run gen:api`. Do not edit.
// @ts-nocheck: ajv's standalone code (scripts/api-validators.mjs); the export below is typed.
import type { ValidateFunction } from 'ajv';
import { fullFormats as formats } from 'ajv-formats/dist/formats.js';
import * as ucs2 from 'ajv/dist/runtime/ucs2length.js';

// CommonJS read as ES module: Node gives module.exports (its default the function), a bundler may give the function.
const ucs2length = ucs2.default?.default ?? ucs2.default;


const Guid = validate52;
const schema19 = {"type":"string","format":"uuid"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0.test(data))){
validate52.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"dynamicProps":false,"dynamicItems":false};

const DateTime = validate53;
const schema20 = {"type":"string","format":"date-time","description":"ISO 8601, millisecond precision, UTC designator"};
const formats2 = formats["date-time"];

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats2.validate(data))){
validate53.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};

const ErrorBody = validate54;
const schema21 = {"type":"object","required":["applicationMessage","consumerMessage"],"properties":{"applicationMessage":{"type":"string","description":"technical detail for developers"},"consumerMessage":{"type":"string","description":"user-facing text"}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.applicationMessage === undefined) && (missing0 = "applicationMessage")) || ((data.consumerMessage === undefined) && (missing0 = "consumerMessage"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationMessage !== undefined){
const _errs1 = errors;
if(typeof data.applicationMessage !== "string"){
validate54.errors = [{instancePath:instancePath+"/applicationMessage",schemaPath:"#/properties/applicationMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerMessage !== undefined){
const _errs3 = errors;
if(typeof data.consumerMessage !== "string"){
validate54.errors = [{instancePath:instancePath+"/consumerMessage",schemaPath:"#/properties/consumerMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"applicationMessage":true,"consumerMessage":true},"dynamicProps":false,"dynamicItems":false};

const Customer = validate55;
const schema22 = {"type":"object","x-client-required":["customerName"],"required":["customerCode","customerName","notes","geographicTimezoneId","customerId"],"properties":{"customerCode":{"type":"string"},"customerName":{"type":"string"},"notes":{"type":["string","null"]},"geographicTimezoneId":{"type":"string","description":"IANA time zone name"},"customerId":{"type":"integer"},"customerGuid":{"$ref":"Guid","description":"not in the specification's Customer; read when a service sends it"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.customerCode === undefined) && (missing0 = "customerCode")) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.notes === undefined) && (missing0 = "notes"))) || ((data.geographicTimezoneId === undefined) && (missing0 = "geographicTimezoneId"))) || ((data.customerId === undefined) && (missing0 = "customerId"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
const _errs1 = errors;
if(typeof data.customerCode !== "string"){
validate55.errors = [{instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs3 = errors;
if(typeof data.customerName !== "string"){
validate55.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data2 = data.notes;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema22.properties.notes.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.geographicTimezoneId !== undefined){
const _errs7 = errors;
if(typeof data.geographicTimezoneId !== "string"){
validate55.errors = [{instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data4 = data.customerId;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate55.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs11 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"customerCode":true,"customerName":true,"notes":true,"geographicTimezoneId":true,"customerId":true,"customerGuid":true},"dynamicProps":false,"dynamicItems":false};

const CustomerList = validate57;
const schema23 = {"type":"object","x-client-required":["customerDetailsResponseList"],"required":["customerDetailsResponseList"],"properties":{"customerDetailsResponseList":{"type":"array","items":{"$ref":"Customer"}}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.customerDetailsResponseList === undefined) && (missing0 = "customerDetailsResponseList")){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerDetailsResponseList !== undefined){
let data0 = data.customerDetailsResponseList;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate55(data0[i0], {instancePath:instancePath+"/customerDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/customerDetailsResponseList",schemaPath:"#/properties/customerDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"customerDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const CustomerList_customerDetailsResponseList_items = validate59;

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.customerCode === undefined) && (missing0 = "customerCode")) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.notes === undefined) && (missing0 = "notes"))) || ((data.geographicTimezoneId === undefined) && (missing0 = "geographicTimezoneId"))) || ((data.customerId === undefined) && (missing0 = "customerId"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
const _errs1 = errors;
if(typeof data.customerCode !== "string"){
validate59.errors = [{instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs3 = errors;
if(typeof data.customerName !== "string"){
validate59.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data2 = data.notes;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate59.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema22.properties.notes.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.geographicTimezoneId !== undefined){
const _errs7 = errors;
if(typeof data.geographicTimezoneId !== "string"){
validate59.errors = [{instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data4 = data.customerId;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate59.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs11 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"customerCode":true,"customerName":true,"notes":true,"geographicTimezoneId":true,"customerId":true,"customerGuid":true},"dynamicProps":false,"dynamicItems":false};

const User = validate61;
const schema25 = {"type":"object","x-client-required":["userGuid"],"required":["userGuid","firstName","lastName","dateValidFrom","expiryDate","pin","verificationPin","pinTokenGuid","isBarred","smallCustomField1","smallCustomField2","largeCustomField1","largeCustomField2","extraLargeCustomField","isExemptFromLockDown","accessLevelGuid","accessLevelDescription","userGroupGuid","userGroupDescription","accessLevelId","userId"],"properties":{"userGuid":{"$ref":"Guid"},"firstName":{"type":"string"},"lastName":{"type":"string"},"dateValidFrom":{"$ref":"DateTime"},"expiryDate":{"$ref":"DateTime"},"pin":{"type":"integer"},"verificationPin":{"type":"integer"},"pinTokenGuid":{"$ref":"Guid"},"isBarred":{"type":"boolean","description":"true means restricted access"},"smallCustomField1":{"type":["string","null"]},"smallCustomField2":{"type":["string","null"]},"largeCustomField1":{"type":["string","null"]},"largeCustomField2":{"type":["string","null"]},"extraLargeCustomField":{"type":["string","null"]},"isExemptFromLockDown":{"type":"boolean"},"accessLevelGuid":{"$ref":"Guid"},"accessLevelDescription":{"type":"string"},"userGroupGuid":{"$ref":"Guid"},"userGroupDescription":{"type":"string"},"accessLevelId":{"type":"integer"},"userId":{"type":"integer"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((data.userGuid === undefined) && (missing0 = "userGuid")) || ((data.firstName === undefined) && (missing0 = "firstName"))) || ((data.lastName === undefined) && (missing0 = "lastName"))) || ((data.dateValidFrom === undefined) && (missing0 = "dateValidFrom"))) || ((data.expiryDate === undefined) && (missing0 = "expiryDate"))) || ((data.pin === undefined) && (missing0 = "pin"))) || ((data.verificationPin === undefined) && (missing0 = "verificationPin"))) || ((data.pinTokenGuid === undefined) && (missing0 = "pinTokenGuid"))) || ((data.isBarred === undefined) && (missing0 = "isBarred"))) || ((data.smallCustomField1 === undefined) && (missing0 = "smallCustomField1"))) || ((data.smallCustomField2 === undefined) && (missing0 = "smallCustomField2"))) || ((data.largeCustomField1 === undefined) && (missing0 = "largeCustomField1"))) || ((data.largeCustomField2 === undefined) && (missing0 = "largeCustomField2"))) || ((data.extraLargeCustomField === undefined) && (missing0 = "extraLargeCustomField"))) || ((data.isExemptFromLockDown === undefined) && (missing0 = "isExemptFromLockDown"))) || ((data.accessLevelGuid === undefined) && (missing0 = "accessLevelGuid"))) || ((data.accessLevelDescription === undefined) && (missing0 = "accessLevelDescription"))) || ((data.userGroupGuid === undefined) && (missing0 = "userGroupGuid"))) || ((data.userGroupDescription === undefined) && (missing0 = "userGroupDescription"))) || ((data.accessLevelId === undefined) && (missing0 = "accessLevelId"))) || ((data.userId === undefined) && (missing0 = "userId"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.userGuid, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs2 = errors;
if(typeof data.firstName !== "string"){
validate61.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs4 = errors;
if(typeof data.lastName !== "string"){
validate61.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
const _errs6 = errors;
if(!(validate53(data.dateValidFrom, {instancePath:instancePath+"/dateValidFrom",parentData:data,parentDataProperty:"dateValidFrom",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
const _errs7 = errors;
if(!(validate53(data.expiryDate, {instancePath:instancePath+"/expiryDate",parentData:data,parentDataProperty:"expiryDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs8 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate61.errors = [{instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs10 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate61.errors = [{instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
const _errs12 = errors;
if(!(validate52(data.pinTokenGuid, {instancePath:instancePath+"/pinTokenGuid",parentData:data,parentDataProperty:"pinTokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
const _errs13 = errors;
if(typeof data.isBarred !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs15 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate61.errors = [{instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/type",keyword:"type",params:{type: schema25.properties.smallCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs17 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate61.errors = [{instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/type",keyword:"type",params:{type: schema25.properties.smallCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs19 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate61.errors = [{instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/type",keyword:"type",params:{type: schema25.properties.largeCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs21 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate61.errors = [{instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/type",keyword:"type",params:{type: schema25.properties.largeCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs23 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate61.errors = [{instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/type",keyword:"type",params:{type: schema25.properties.extraLargeCustomField.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
const _errs25 = errors;
if(typeof data.isExemptFromLockDown !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
const _errs27 = errors;
if(!(validate52(data.accessLevelGuid, {instancePath:instancePath+"/accessLevelGuid",parentData:data,parentDataProperty:"accessLevelGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
const _errs28 = errors;
if(typeof data.accessLevelDescription !== "string"){
validate61.errors = [{instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
const _errs30 = errors;
if(!(validate52(data.userGroupGuid, {instancePath:instancePath+"/userGroupGuid",parentData:data,parentDataProperty:"userGroupGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
const _errs31 = errors;
if(typeof data.userGroupDescription !== "string"){
validate61.errors = [{instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs33 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate61.errors = [{instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs35 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate61.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"userGuid":true,"firstName":true,"lastName":true,"dateValidFrom":true,"expiryDate":true,"pin":true,"verificationPin":true,"pinTokenGuid":true,"isBarred":true,"smallCustomField1":true,"smallCustomField2":true,"largeCustomField1":true,"largeCustomField2":true,"extraLargeCustomField":true,"isExemptFromLockDown":true,"accessLevelGuid":true,"accessLevelDescription":true,"userGroupGuid":true,"userGroupDescription":true,"accessLevelId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

const UserList = validate68;
const schema26 = {"type":"object","x-client-required":["customerUsersDetailsResponseList"],"required":["customerUsersDetailsResponseList"],"properties":{"customerUsersDetailsResponseList":{"type":"array","items":{"$ref":"User"}}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.customerUsersDetailsResponseList === undefined) && (missing0 = "customerUsersDetailsResponseList")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerUsersDetailsResponseList !== undefined){
let data0 = data.customerUsersDetailsResponseList;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate61(data0[i0], {instancePath:instancePath+"/customerUsersDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/customerUsersDetailsResponseList",schemaPath:"#/properties/customerUsersDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"customerUsersDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const UserList_customerUsersDetailsResponseList_items = validate70;

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((data.userGuid === undefined) && (missing0 = "userGuid")) || ((data.firstName === undefined) && (missing0 = "firstName"))) || ((data.lastName === undefined) && (missing0 = "lastName"))) || ((data.dateValidFrom === undefined) && (missing0 = "dateValidFrom"))) || ((data.expiryDate === undefined) && (missing0 = "expiryDate"))) || ((data.pin === undefined) && (missing0 = "pin"))) || ((data.verificationPin === undefined) && (missing0 = "verificationPin"))) || ((data.pinTokenGuid === undefined) && (missing0 = "pinTokenGuid"))) || ((data.isBarred === undefined) && (missing0 = "isBarred"))) || ((data.smallCustomField1 === undefined) && (missing0 = "smallCustomField1"))) || ((data.smallCustomField2 === undefined) && (missing0 = "smallCustomField2"))) || ((data.largeCustomField1 === undefined) && (missing0 = "largeCustomField1"))) || ((data.largeCustomField2 === undefined) && (missing0 = "largeCustomField2"))) || ((data.extraLargeCustomField === undefined) && (missing0 = "extraLargeCustomField"))) || ((data.isExemptFromLockDown === undefined) && (missing0 = "isExemptFromLockDown"))) || ((data.accessLevelGuid === undefined) && (missing0 = "accessLevelGuid"))) || ((data.accessLevelDescription === undefined) && (missing0 = "accessLevelDescription"))) || ((data.userGroupGuid === undefined) && (missing0 = "userGroupGuid"))) || ((data.userGroupDescription === undefined) && (missing0 = "userGroupDescription"))) || ((data.accessLevelId === undefined) && (missing0 = "accessLevelId"))) || ((data.userId === undefined) && (missing0 = "userId"))){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.userGuid, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs2 = errors;
if(typeof data.firstName !== "string"){
validate70.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs4 = errors;
if(typeof data.lastName !== "string"){
validate70.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
const _errs6 = errors;
if(!(validate53(data.dateValidFrom, {instancePath:instancePath+"/dateValidFrom",parentData:data,parentDataProperty:"dateValidFrom",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
const _errs7 = errors;
if(!(validate53(data.expiryDate, {instancePath:instancePath+"/expiryDate",parentData:data,parentDataProperty:"expiryDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs8 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate70.errors = [{instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs10 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate70.errors = [{instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
const _errs12 = errors;
if(!(validate52(data.pinTokenGuid, {instancePath:instancePath+"/pinTokenGuid",parentData:data,parentDataProperty:"pinTokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
const _errs13 = errors;
if(typeof data.isBarred !== "boolean"){
validate70.errors = [{instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs15 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate70.errors = [{instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/type",keyword:"type",params:{type: schema25.properties.smallCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs17 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate70.errors = [{instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/type",keyword:"type",params:{type: schema25.properties.smallCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs19 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate70.errors = [{instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/type",keyword:"type",params:{type: schema25.properties.largeCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs21 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate70.errors = [{instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/type",keyword:"type",params:{type: schema25.properties.largeCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs23 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate70.errors = [{instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/type",keyword:"type",params:{type: schema25.properties.extraLargeCustomField.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
const _errs25 = errors;
if(typeof data.isExemptFromLockDown !== "boolean"){
validate70.errors = [{instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
const _errs27 = errors;
if(!(validate52(data.accessLevelGuid, {instancePath:instancePath+"/accessLevelGuid",parentData:data,parentDataProperty:"accessLevelGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
const _errs28 = errors;
if(typeof data.accessLevelDescription !== "string"){
validate70.errors = [{instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
const _errs30 = errors;
if(!(validate52(data.userGroupGuid, {instancePath:instancePath+"/userGroupGuid",parentData:data,parentDataProperty:"userGroupGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
const _errs31 = errors;
if(typeof data.userGroupDescription !== "string"){
validate70.errors = [{instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs33 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate70.errors = [{instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs35 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate70.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"userGuid":true,"firstName":true,"lastName":true,"dateValidFrom":true,"expiryDate":true,"pin":true,"verificationPin":true,"pinTokenGuid":true,"isBarred":true,"smallCustomField1":true,"smallCustomField2":true,"largeCustomField1":true,"largeCustomField2":true,"extraLargeCustomField":true,"isExemptFromLockDown":true,"accessLevelGuid":true,"accessLevelDescription":true,"userGroupGuid":true,"userGroupDescription":true,"accessLevelId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

const Device = validate77;
const schema28 = {"type":"object","x-client-required":["deviceGuid"],"required":["deviceGuid","name","serialNumber","activationCode","notes","masterSerialNumber","slave","master","autoReinstate","controllerLicense","simLicense","customerGuid","deviceId"],"properties":{"deviceGuid":{"$ref":"Guid"},"name":{"type":"string"},"serialNumber":{"type":"string","description":"unique hardware identifier"},"activationCode":{"type":"string","description":"secret, never shown to a guard"},"notes":{"type":"string"},"masterSerialNumber":{"type":["string","null"],"description":"for an expansion controller, its master's serial number"},"slave":{"type":"boolean","description":"true for an expansion controller"},"master":{"type":"boolean","description":"true for a master controller"},"autoReinstate":{"type":"boolean"},"controllerLicense":{"type":"string"},"simLicense":{"type":["string","null"]},"customerGuid":{"$ref":"Guid"},"deviceId":{"type":"integer"}}};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.deviceGuid === undefined) && (missing0 = "deviceGuid")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.serialNumber === undefined) && (missing0 = "serialNumber"))) || ((data.activationCode === undefined) && (missing0 = "activationCode"))) || ((data.notes === undefined) && (missing0 = "notes"))) || ((data.masterSerialNumber === undefined) && (missing0 = "masterSerialNumber"))) || ((data.slave === undefined) && (missing0 = "slave"))) || ((data.master === undefined) && (missing0 = "master"))) || ((data.autoReinstate === undefined) && (missing0 = "autoReinstate"))) || ((data.controllerLicense === undefined) && (missing0 = "controllerLicense"))) || ((data.simLicense === undefined) && (missing0 = "simLicense"))) || ((data.customerGuid === undefined) && (missing0 = "customerGuid"))) || ((data.deviceId === undefined) && (missing0 = "deviceId"))){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deviceGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.deviceGuid, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate77.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
const _errs4 = errors;
if(typeof data.serialNumber !== "string"){
validate77.errors = [{instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
const _errs6 = errors;
if(typeof data.activationCode !== "string"){
validate77.errors = [{instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
const _errs8 = errors;
if(typeof data.notes !== "string"){
validate77.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate77.errors = [{instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/type",keyword:"type",params:{type: schema28.properties.masterSerialNumber.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
const _errs12 = errors;
if(typeof data.slave !== "boolean"){
validate77.errors = [{instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
const _errs14 = errors;
if(typeof data.master !== "boolean"){
validate77.errors = [{instancePath:instancePath+"/master",schemaPath:"#/properties/master/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
const _errs16 = errors;
if(typeof data.autoReinstate !== "boolean"){
validate77.errors = [{instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
const _errs18 = errors;
if(typeof data.controllerLicense !== "string"){
validate77.errors = [{instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate77.errors = [{instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/type",keyword:"type",params:{type: schema28.properties.simLicense.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs22 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs23 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate77.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"deviceGuid":true,"name":true,"serialNumber":true,"activationCode":true,"notes":true,"masterSerialNumber":true,"slave":true,"master":true,"autoReinstate":true,"controllerLicense":true,"simLicense":true,"customerGuid":true,"deviceId":true},"dynamicProps":false,"dynamicItems":false};

const DeviceList = validate80;
const schema29 = {"type":"object","x-client-required":["deviceDetailsResponseList"],"required":["deviceDetailsResponseList"],"properties":{"deviceDetailsResponseList":{"type":"array","items":{"$ref":"Device"}}}};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.deviceDetailsResponseList === undefined) && (missing0 = "deviceDetailsResponseList")){
validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deviceDetailsResponseList !== undefined){
let data0 = data.deviceDetailsResponseList;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate77(data0[i0], {instancePath:instancePath+"/deviceDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/deviceDetailsResponseList",schemaPath:"#/properties/deviceDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"deviceDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DeviceList_deviceDetailsResponseList_items = validate82;

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.deviceGuid === undefined) && (missing0 = "deviceGuid")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.serialNumber === undefined) && (missing0 = "serialNumber"))) || ((data.activationCode === undefined) && (missing0 = "activationCode"))) || ((data.notes === undefined) && (missing0 = "notes"))) || ((data.masterSerialNumber === undefined) && (missing0 = "masterSerialNumber"))) || ((data.slave === undefined) && (missing0 = "slave"))) || ((data.master === undefined) && (missing0 = "master"))) || ((data.autoReinstate === undefined) && (missing0 = "autoReinstate"))) || ((data.controllerLicense === undefined) && (missing0 = "controllerLicense"))) || ((data.simLicense === undefined) && (missing0 = "simLicense"))) || ((data.customerGuid === undefined) && (missing0 = "customerGuid"))) || ((data.deviceId === undefined) && (missing0 = "deviceId"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deviceGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.deviceGuid, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate82.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
const _errs4 = errors;
if(typeof data.serialNumber !== "string"){
validate82.errors = [{instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
const _errs6 = errors;
if(typeof data.activationCode !== "string"){
validate82.errors = [{instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
const _errs8 = errors;
if(typeof data.notes !== "string"){
validate82.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate82.errors = [{instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/type",keyword:"type",params:{type: schema28.properties.masterSerialNumber.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
const _errs12 = errors;
if(typeof data.slave !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
const _errs14 = errors;
if(typeof data.master !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/master",schemaPath:"#/properties/master/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
const _errs16 = errors;
if(typeof data.autoReinstate !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
const _errs18 = errors;
if(typeof data.controllerLicense !== "string"){
validate82.errors = [{instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate82.errors = [{instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/type",keyword:"type",params:{type: schema28.properties.simLicense.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs22 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs23 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate82.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"deviceGuid":true,"name":true,"serialNumber":true,"activationCode":true,"notes":true,"masterSerialNumber":true,"slave":true,"master":true,"autoReinstate":true,"controllerLicense":true,"simLicense":true,"customerGuid":true,"deviceId":true},"dynamicProps":false,"dynamicItems":false};

const DoorReader = validate85;
const schema31 = {"type":"object","x-client-required":[],"required":["readerType","status","deviceStatus","ledConfigurationCode","customFormatGuid"],"properties":{"readerType":{"type":"string"},"status":{"type":"string"},"deviceStatus":{"type":"string"},"ledConfigurationCode":{"type":"string"},"customFormatGuid":{"oneOf":[{"$ref":"Guid"},{"type":"null"}]}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.readerType === undefined) && (missing0 = "readerType")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.deviceStatus === undefined) && (missing0 = "deviceStatus"))) || ((data.ledConfigurationCode === undefined) && (missing0 = "ledConfigurationCode"))) || ((data.customFormatGuid === undefined) && (missing0 = "customFormatGuid"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.readerType !== undefined){
const _errs1 = errors;
if(typeof data.readerType !== "string"){
validate85.errors = [{instancePath:instancePath+"/readerType",schemaPath:"#/properties/readerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs3 = errors;
if(typeof data.status !== "string"){
validate85.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceStatus !== undefined){
const _errs5 = errors;
if(typeof data.deviceStatus !== "string"){
validate85.errors = [{instancePath:instancePath+"/deviceStatus",schemaPath:"#/properties/deviceStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ledConfigurationCode !== undefined){
const _errs7 = errors;
if(typeof data.ledConfigurationCode !== "string"){
validate85.errors = [{instancePath:instancePath+"/ledConfigurationCode",schemaPath:"#/properties/ledConfigurationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customFormatGuid !== undefined){
let data4 = data.customFormatGuid;
const _errs9 = errors;
const _errs10 = errors;
let valid1 = false;
let passing0 = null;
const _errs11 = errors;
if(!(validate52(data4, {instancePath:instancePath+"/customFormatGuid",parentData:data,parentDataProperty:"customFormatGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if(data4 !== null){
const err0 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"readerType":true,"status":true,"deviceStatus":true,"ledConfigurationCode":true,"customFormatGuid":true},"dynamicProps":false,"dynamicItems":false};

const Camera = validate87;
const schema32 = {"type":"object","x-client-required":["cameraGuid"],"required":["cameraGuid","name","ipAddress","port","username","password","cameraType","status"],"properties":{"cameraGuid":{"$ref":"Guid"},"name":{"type":"string"},"ipAddress":{"type":"string"},"port":{"type":"integer"},"username":{"type":"string"},"password":{"type":"string","description":"secret, never shown to a guard"},"cameraType":{"type":"string"},"status":{"type":"string"}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.cameraGuid === undefined) && (missing0 = "cameraGuid")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.ipAddress === undefined) && (missing0 = "ipAddress"))) || ((data.port === undefined) && (missing0 = "port"))) || ((data.username === undefined) && (missing0 = "username"))) || ((data.password === undefined) && (missing0 = "password"))) || ((data.cameraType === undefined) && (missing0 = "cameraType"))) || ((data.status === undefined) && (missing0 = "status"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cameraGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.cameraGuid, {instancePath:instancePath+"/cameraGuid",parentData:data,parentDataProperty:"cameraGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate87.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
const _errs4 = errors;
if(typeof data.ipAddress !== "string"){
validate87.errors = [{instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate87.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs8 = errors;
if(typeof data.username !== "string"){
validate87.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
const _errs10 = errors;
if(typeof data.password !== "string"){
validate87.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
const _errs12 = errors;
if(typeof data.cameraType !== "string"){
validate87.errors = [{instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs14 = errors;
if(typeof data.status !== "string"){
validate87.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":{"cameraGuid":true,"name":true,"ipAddress":true,"port":true,"username":true,"password":true,"cameraType":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const Door = validate89;
const schema33 = {"type":"object","x-client-required":["doorGuid"],"required":["doorGuid","controllerPortId","name","deviceDetailsResponse","isFireAlarmExempt","doorReaderDetailsResponse","cameras"],"properties":{"doorGuid":{"$ref":"Guid"},"controllerPortId":{"type":"integer"},"name":{"type":"string"},"deviceDetailsResponse":{"$ref":"Device"},"isFireAlarmExempt":{"type":"boolean"},"doorReaderDetailsResponse":{"$ref":"DoorReader"},"cameras":{"type":"array","items":{"$ref":"Camera"}}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.doorGuid === undefined) && (missing0 = "doorGuid")) || ((data.controllerPortId === undefined) && (missing0 = "controllerPortId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.deviceDetailsResponse === undefined) && (missing0 = "deviceDetailsResponse"))) || ((data.isFireAlarmExempt === undefined) && (missing0 = "isFireAlarmExempt"))) || ((data.doorReaderDetailsResponse === undefined) && (missing0 = "doorReaderDetailsResponse"))) || ((data.cameras === undefined) && (missing0 = "cameras"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.doorGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.doorGuid, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerPortId !== undefined){
let data1 = data.controllerPortId;
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate89.errors = [{instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate89.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
const _errs6 = errors;
if(!(validate77(data.deviceDetailsResponse, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
const _errs7 = errors;
if(typeof data.isFireAlarmExempt !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
const _errs9 = errors;
if(!(validate85(data.doorReaderDetailsResponse, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate87(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Door_cameras_items = validate94;

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.cameraGuid === undefined) && (missing0 = "cameraGuid")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.ipAddress === undefined) && (missing0 = "ipAddress"))) || ((data.port === undefined) && (missing0 = "port"))) || ((data.username === undefined) && (missing0 = "username"))) || ((data.password === undefined) && (missing0 = "password"))) || ((data.cameraType === undefined) && (missing0 = "cameraType"))) || ((data.status === undefined) && (missing0 = "status"))){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cameraGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.cameraGuid, {instancePath:instancePath+"/cameraGuid",parentData:data,parentDataProperty:"cameraGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate94.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
const _errs4 = errors;
if(typeof data.ipAddress !== "string"){
validate94.errors = [{instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate94.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs8 = errors;
if(typeof data.username !== "string"){
validate94.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
const _errs10 = errors;
if(typeof data.password !== "string"){
validate94.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
const _errs12 = errors;
if(typeof data.cameraType !== "string"){
validate94.errors = [{instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs14 = errors;
if(typeof data.status !== "string"){
validate94.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"cameraGuid":true,"name":true,"ipAddress":true,"port":true,"username":true,"password":true,"cameraType":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const DoorList = validate96;
const schema35 = {"type":"object","x-client-required":["doorDetailsResponseList"],"required":["doorDetailsResponseList"],"properties":{"doorDetailsResponseList":{"type":"array","items":{"$ref":"Door"}}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.doorDetailsResponseList === undefined) && (missing0 = "doorDetailsResponseList")){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.doorDetailsResponseList !== undefined){
let data0 = data.doorDetailsResponseList;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate89(data0[i0], {instancePath:instancePath+"/doorDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/doorDetailsResponseList",schemaPath:"#/properties/doorDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"doorDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DoorList_doorDetailsResponseList_items = validate98;

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.doorGuid === undefined) && (missing0 = "doorGuid")) || ((data.controllerPortId === undefined) && (missing0 = "controllerPortId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.deviceDetailsResponse === undefined) && (missing0 = "deviceDetailsResponse"))) || ((data.isFireAlarmExempt === undefined) && (missing0 = "isFireAlarmExempt"))) || ((data.doorReaderDetailsResponse === undefined) && (missing0 = "doorReaderDetailsResponse"))) || ((data.cameras === undefined) && (missing0 = "cameras"))){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.doorGuid !== undefined){
const _errs1 = errors;
if(!(validate52(data.doorGuid, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerPortId !== undefined){
let data1 = data.controllerPortId;
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate98.errors = [{instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate98.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
const _errs6 = errors;
if(!(validate77(data.deviceDetailsResponse, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
const _errs7 = errors;
if(typeof data.isFireAlarmExempt !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
const _errs9 = errors;
if(!(validate85(data.doorReaderDetailsResponse, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate87(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate98.errors = [{instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Event = validate103;
const schema37 = {"type":"object","x-client-required":["eventId","eventType","eventDate","receivedDate"],"description":"For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site.","required":["eventId","displayName","priorityDescription","eventType","eventDate","receivedDate","customerGuid","customerName","customerId","siteGuid","siteName","siteCode","siteId","siteDeleted","deviceGuid","deviceSerialNumber","deviceName","deviceId","deviceDeleted","doorGuid","doorName","doorId","doorDeleted","localDoorId","tokenGuid","tokenData","tokenDescription","tokenLost","tokenId","tokenType","tokenIfType","userGuid","userFirstName","userLastName","userBarred","userDeleted","userId","timezoneDescription","tz","installerCode"],"properties":{"eventId":{"type":"integer"},"displayName":{"type":"string"},"priorityDescription":{"type":"string"},"eventType":{"type":"integer","description":"1 access granted, 2 access denied, other values exist"},"eventDate":{"$ref":"DateTime"},"receivedDate":{"$ref":"DateTime"},"customerGuid":{"$ref":"Guid"},"customerName":{"type":"string"},"customerId":{"type":"integer"},"siteGuid":{"$ref":"Guid"},"siteName":{"type":"string"},"siteCode":{"type":"string"},"siteId":{"type":"integer"},"siteDeleted":{"type":"boolean"},"deviceGuid":{"$ref":"Guid"},"deviceSerialNumber":{"type":"string"},"deviceName":{"type":"string"},"deviceId":{"type":"integer"},"deviceDeleted":{"type":"boolean"},"doorGuid":{"$ref":"Guid"},"doorName":{"type":"string"},"doorId":{"type":"integer"},"doorDeleted":{"type":"boolean"},"localDoorId":{"type":"integer"},"tokenGuid":{"$ref":"Guid"},"tokenData":{"type":"string"},"tokenDescription":{"type":"string"},"tokenLost":{"type":"boolean"},"tokenId":{"type":["integer","null"]},"tokenType":{"type":["integer","null"]},"tokenIfType":{"type":["integer","null"]},"userGuid":{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},"userFirstName":{"type":["string","null"]},"userLastName":{"type":["string","null"]},"userBarred":{"type":"boolean"},"userDeleted":{"type":"boolean"},"userId":{"type":["integer","null"]},"timezoneDescription":{"type":"string"},"tz":{"type":"integer","description":"controller time zone"},"installerCode":{"type":"string"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((((((((((((((((((((((data.eventId === undefined) && (missing0 = "eventId")) || ((data.displayName === undefined) && (missing0 = "displayName"))) || ((data.priorityDescription === undefined) && (missing0 = "priorityDescription"))) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.eventDate === undefined) && (missing0 = "eventDate"))) || ((data.receivedDate === undefined) && (missing0 = "receivedDate"))) || ((data.customerGuid === undefined) && (missing0 = "customerGuid"))) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.customerId === undefined) && (missing0 = "customerId"))) || ((data.siteGuid === undefined) && (missing0 = "siteGuid"))) || ((data.siteName === undefined) && (missing0 = "siteName"))) || ((data.siteCode === undefined) && (missing0 = "siteCode"))) || ((data.siteId === undefined) && (missing0 = "siteId"))) || ((data.siteDeleted === undefined) && (missing0 = "siteDeleted"))) || ((data.deviceGuid === undefined) && (missing0 = "deviceGuid"))) || ((data.deviceSerialNumber === undefined) && (missing0 = "deviceSerialNumber"))) || ((data.deviceName === undefined) && (missing0 = "deviceName"))) || ((data.deviceId === undefined) && (missing0 = "deviceId"))) || ((data.deviceDeleted === undefined) && (missing0 = "deviceDeleted"))) || ((data.doorGuid === undefined) && (missing0 = "doorGuid"))) || ((data.doorName === undefined) && (missing0 = "doorName"))) || ((data.doorId === undefined) && (missing0 = "doorId"))) || ((data.doorDeleted === undefined) && (missing0 = "doorDeleted"))) || ((data.localDoorId === undefined) && (missing0 = "localDoorId"))) || ((data.tokenGuid === undefined) && (missing0 = "tokenGuid"))) || ((data.tokenData === undefined) && (missing0 = "tokenData"))) || ((data.tokenDescription === undefined) && (missing0 = "tokenDescription"))) || ((data.tokenLost === undefined) && (missing0 = "tokenLost"))) || ((data.tokenId === undefined) && (missing0 = "tokenId"))) || ((data.tokenType === undefined) && (missing0 = "tokenType"))) || ((data.tokenIfType === undefined) && (missing0 = "tokenIfType"))) || ((data.userGuid === undefined) && (missing0 = "userGuid"))) || ((data.userFirstName === undefined) && (missing0 = "userFirstName"))) || ((data.userLastName === undefined) && (missing0 = "userLastName"))) || ((data.userBarred === undefined) && (missing0 = "userBarred"))) || ((data.userDeleted === undefined) && (missing0 = "userDeleted"))) || ((data.userId === undefined) && (missing0 = "userId"))) || ((data.timezoneDescription === undefined) && (missing0 = "timezoneDescription"))) || ((data.tz === undefined) && (missing0 = "tz"))) || ((data.installerCode === undefined) && (missing0 = "installerCode"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate103.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
const _errs3 = errors;
if(typeof data.displayName !== "string"){
validate103.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priorityDescription !== undefined){
const _errs5 = errors;
if(typeof data.priorityDescription !== "string"){
validate103.errors = [{instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate103.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
const _errs9 = errors;
if(!(validate53(data.eventDate, {instancePath:instancePath+"/eventDate",parentData:data,parentDataProperty:"eventDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
const _errs10 = errors;
if(!(validate53(data.receivedDate, {instancePath:instancePath+"/receivedDate",parentData:data,parentDataProperty:"receivedDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs11 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs12 = errors;
if(typeof data.customerName !== "string"){
validate103.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs14 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate103.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
const _errs16 = errors;
if(!(validate52(data.siteGuid, {instancePath:instancePath+"/siteGuid",parentData:data,parentDataProperty:"siteGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
const _errs17 = errors;
if(typeof data.siteName !== "string"){
validate103.errors = [{instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
const _errs19 = errors;
if(typeof data.siteCode !== "string"){
validate103.errors = [{instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs21 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate103.errors = [{instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
const _errs23 = errors;
if(typeof data.siteDeleted !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
const _errs25 = errors;
if(!(validate52(data.deviceGuid, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
const _errs26 = errors;
if(typeof data.deviceSerialNumber !== "string"){
validate103.errors = [{instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
const _errs28 = errors;
if(typeof data.deviceName !== "string"){
validate103.errors = [{instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs30 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate103.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
const _errs32 = errors;
if(typeof data.deviceDeleted !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
const _errs34 = errors;
if(!(validate52(data.doorGuid, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
const _errs35 = errors;
if(typeof data.doorName !== "string"){
validate103.errors = [{instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs37 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate103.errors = [{instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
const _errs39 = errors;
if(typeof data.doorDeleted !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs41 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate103.errors = [{instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
const _errs43 = errors;
if(!(validate52(data.tokenGuid, {instancePath:instancePath+"/tokenGuid",parentData:data,parentDataProperty:"tokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
const _errs44 = errors;
if(typeof data.tokenData !== "string"){
validate103.errors = [{instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
const _errs46 = errors;
if(typeof data.tokenDescription !== "string"){
validate103.errors = [{instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
const _errs48 = errors;
if(typeof data.tokenLost !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs50 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
validate103.errors = [{instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/type",keyword:"type",params:{type: schema37.properties.tokenId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs52 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
validate103.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: schema37.properties.tokenType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs54 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
validate103.errors = [{instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/type",keyword:"type",params:{type: schema37.properties.tokenIfType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs56 = errors;
const _errs57 = errors;
let valid1 = false;
let passing0 = null;
const _errs58 = errors;
if(!(validate52(data31, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid0 = _errs58 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs59 = errors;
if(data31 !== null){
const err0 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate103.errors = vErrors;
return false;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs61 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate103.errors = [{instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/type",keyword:"type",params:{type: schema37.properties.userFirstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs63 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate103.errors = [{instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/type",keyword:"type",params:{type: schema37.properties.userLastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
const _errs65 = errors;
if(typeof data.userBarred !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
const _errs67 = errors;
if(typeof data.userDeleted !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs69 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
validate103.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: schema37.properties.userId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
const _errs71 = errors;
if(typeof data.timezoneDescription !== "string"){
validate103.errors = [{instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs73 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
validate103.errors = [{instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
const _errs75 = errors;
if(typeof data.installerCode !== "string"){
validate103.errors = [{instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const EventList = validate112;
const schema38 = {"type":"object","x-client-required":["eventDetailsResponseList"],"required":["eventDetailsResponseList"],"properties":{"eventDetailsResponseList":{"type":"array","items":{"$ref":"Event"}}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.eventDetailsResponseList === undefined) && (missing0 = "eventDetailsResponseList")){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventDetailsResponseList !== undefined){
let data0 = data.eventDetailsResponseList;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate103(data0[i0], {instancePath:instancePath+"/eventDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/eventDetailsResponseList",schemaPath:"#/properties/eventDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"eventDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const EventList_eventDetailsResponseList_items = validate114;

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((((((((((((((((((((((data.eventId === undefined) && (missing0 = "eventId")) || ((data.displayName === undefined) && (missing0 = "displayName"))) || ((data.priorityDescription === undefined) && (missing0 = "priorityDescription"))) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.eventDate === undefined) && (missing0 = "eventDate"))) || ((data.receivedDate === undefined) && (missing0 = "receivedDate"))) || ((data.customerGuid === undefined) && (missing0 = "customerGuid"))) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.customerId === undefined) && (missing0 = "customerId"))) || ((data.siteGuid === undefined) && (missing0 = "siteGuid"))) || ((data.siteName === undefined) && (missing0 = "siteName"))) || ((data.siteCode === undefined) && (missing0 = "siteCode"))) || ((data.siteId === undefined) && (missing0 = "siteId"))) || ((data.siteDeleted === undefined) && (missing0 = "siteDeleted"))) || ((data.deviceGuid === undefined) && (missing0 = "deviceGuid"))) || ((data.deviceSerialNumber === undefined) && (missing0 = "deviceSerialNumber"))) || ((data.deviceName === undefined) && (missing0 = "deviceName"))) || ((data.deviceId === undefined) && (missing0 = "deviceId"))) || ((data.deviceDeleted === undefined) && (missing0 = "deviceDeleted"))) || ((data.doorGuid === undefined) && (missing0 = "doorGuid"))) || ((data.doorName === undefined) && (missing0 = "doorName"))) || ((data.doorId === undefined) && (missing0 = "doorId"))) || ((data.doorDeleted === undefined) && (missing0 = "doorDeleted"))) || ((data.localDoorId === undefined) && (missing0 = "localDoorId"))) || ((data.tokenGuid === undefined) && (missing0 = "tokenGuid"))) || ((data.tokenData === undefined) && (missing0 = "tokenData"))) || ((data.tokenDescription === undefined) && (missing0 = "tokenDescription"))) || ((data.tokenLost === undefined) && (missing0 = "tokenLost"))) || ((data.tokenId === undefined) && (missing0 = "tokenId"))) || ((data.tokenType === undefined) && (missing0 = "tokenType"))) || ((data.tokenIfType === undefined) && (missing0 = "tokenIfType"))) || ((data.userGuid === undefined) && (missing0 = "userGuid"))) || ((data.userFirstName === undefined) && (missing0 = "userFirstName"))) || ((data.userLastName === undefined) && (missing0 = "userLastName"))) || ((data.userBarred === undefined) && (missing0 = "userBarred"))) || ((data.userDeleted === undefined) && (missing0 = "userDeleted"))) || ((data.userId === undefined) && (missing0 = "userId"))) || ((data.timezoneDescription === undefined) && (missing0 = "timezoneDescription"))) || ((data.tz === undefined) && (missing0 = "tz"))) || ((data.installerCode === undefined) && (missing0 = "installerCode"))){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate114.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
const _errs3 = errors;
if(typeof data.displayName !== "string"){
validate114.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priorityDescription !== undefined){
const _errs5 = errors;
if(typeof data.priorityDescription !== "string"){
validate114.errors = [{instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate114.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
const _errs9 = errors;
if(!(validate53(data.eventDate, {instancePath:instancePath+"/eventDate",parentData:data,parentDataProperty:"eventDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
const _errs10 = errors;
if(!(validate53(data.receivedDate, {instancePath:instancePath+"/receivedDate",parentData:data,parentDataProperty:"receivedDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
const _errs11 = errors;
if(!(validate52(data.customerGuid, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs12 = errors;
if(typeof data.customerName !== "string"){
validate114.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs14 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate114.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
const _errs16 = errors;
if(!(validate52(data.siteGuid, {instancePath:instancePath+"/siteGuid",parentData:data,parentDataProperty:"siteGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
const _errs17 = errors;
if(typeof data.siteName !== "string"){
validate114.errors = [{instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
const _errs19 = errors;
if(typeof data.siteCode !== "string"){
validate114.errors = [{instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs21 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate114.errors = [{instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
const _errs23 = errors;
if(typeof data.siteDeleted !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
const _errs25 = errors;
if(!(validate52(data.deviceGuid, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
const _errs26 = errors;
if(typeof data.deviceSerialNumber !== "string"){
validate114.errors = [{instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
const _errs28 = errors;
if(typeof data.deviceName !== "string"){
validate114.errors = [{instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs30 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate114.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
const _errs32 = errors;
if(typeof data.deviceDeleted !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
const _errs34 = errors;
if(!(validate52(data.doorGuid, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
const _errs35 = errors;
if(typeof data.doorName !== "string"){
validate114.errors = [{instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs37 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate114.errors = [{instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
const _errs39 = errors;
if(typeof data.doorDeleted !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs41 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate114.errors = [{instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
const _errs43 = errors;
if(!(validate52(data.tokenGuid, {instancePath:instancePath+"/tokenGuid",parentData:data,parentDataProperty:"tokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
const _errs44 = errors;
if(typeof data.tokenData !== "string"){
validate114.errors = [{instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
const _errs46 = errors;
if(typeof data.tokenDescription !== "string"){
validate114.errors = [{instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
const _errs48 = errors;
if(typeof data.tokenLost !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs50 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
validate114.errors = [{instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/type",keyword:"type",params:{type: schema37.properties.tokenId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs52 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
validate114.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: schema37.properties.tokenType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs54 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
validate114.errors = [{instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/type",keyword:"type",params:{type: schema37.properties.tokenIfType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs56 = errors;
const _errs57 = errors;
let valid1 = false;
let passing0 = null;
const _errs58 = errors;
if(!(validate52(data31, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid0 = _errs58 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs59 = errors;
if(data31 !== null){
const err0 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate114.errors = vErrors;
return false;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs61 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate114.errors = [{instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/type",keyword:"type",params:{type: schema37.properties.userFirstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs63 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate114.errors = [{instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/type",keyword:"type",params:{type: schema37.properties.userLastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
const _errs65 = errors;
if(typeof data.userBarred !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
const _errs67 = errors;
if(typeof data.userDeleted !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs69 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
validate114.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: schema37.properties.userId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
const _errs71 = errors;
if(typeof data.timezoneDescription !== "string"){
validate114.errors = [{instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs73 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
validate114.errors = [{instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
const _errs75 = errors;
if(typeof data.installerCode !== "string"){
validate114.errors = [{instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationForm = validate123;
const schema40 = {"type":"object","required":["applicationName","applicationEmail"],"properties":{"applicationName":{"type":"string","minLength":1,"maxLength":250},"applicationEmail":{"type":"string","pattern":"^[^\\s@]+@[^\\s@]+$","description":"local-part@domain"}}};
const func1 = ucs2length;
const pattern3 = new RegExp("^[^\\s@]+@[^\\s@]+$", "u");

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.applicationName === undefined) && (missing0 = "applicationName")) || ((data.applicationEmail === undefined) && (missing0 = "applicationEmail"))){
validate123.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationName !== undefined){
let data0 = data.applicationName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 250){
validate123.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/maxLength",keyword:"maxLength",params:{limit: 250},message:"must NOT have more than 250 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate123.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate123.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicationEmail !== undefined){
let data1 = data.applicationEmail;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
validate123.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+$"+"\""}];
return false;
}
}
else {
validate123.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate123.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"applicationName":true,"applicationEmail":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationResult = validate124;
const schema41 = {"type":"object","x-client-required":["applicationToken"],"required":["applicationName","applicationEmail","applicationToken","expirationDate","numberOfConnections"],"properties":{"applicationName":{"type":"string"},"applicationEmail":{"type":"string"},"applicationToken":{"type":"string"},"expirationDate":{"$ref":"DateTime"},"numberOfConnections":{"type":"integer","minimum":1,"description":"simultaneous connections allowed"}}};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.applicationName === undefined) && (missing0 = "applicationName")) || ((data.applicationEmail === undefined) && (missing0 = "applicationEmail"))) || ((data.applicationToken === undefined) && (missing0 = "applicationToken"))) || ((data.expirationDate === undefined) && (missing0 = "expirationDate"))) || ((data.numberOfConnections === undefined) && (missing0 = "numberOfConnections"))){
validate124.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationName !== undefined){
const _errs1 = errors;
if(typeof data.applicationName !== "string"){
validate124.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicationEmail !== undefined){
const _errs3 = errors;
if(typeof data.applicationEmail !== "string"){
validate124.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicationToken !== undefined){
const _errs5 = errors;
if(typeof data.applicationToken !== "string"){
validate124.errors = [{instancePath:instancePath+"/applicationToken",schemaPath:"#/properties/applicationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expirationDate !== undefined){
const _errs7 = errors;
if(!(validate53(data.expirationDate, {instancePath:instancePath+"/expirationDate",parentData:data,parentDataProperty:"expirationDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.numberOfConnections !== undefined){
let data4 = data.numberOfConnections;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate124.errors = [{instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
validate124.errors = [{instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate124.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":{"applicationName":true,"applicationEmail":true,"applicationToken":true,"expirationDate":true,"numberOfConnections":true},"dynamicProps":false,"dynamicItems":false};

const LoginRequest = validate126;
const schema42 = {"type":"object","required":["userName","password","type"],"properties":{"userName":{"type":"string","minLength":1},"password":{"type":"string","minLength":1},"type":{"const":"passwordCredentials"}}};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.userName === undefined) && (missing0 = "userName")) || ((data.password === undefined) && (missing0 = "password"))) || ((data.type === undefined) && (missing0 = "type"))){
validate126.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userName !== undefined){
let data0 = data.userName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate126.errors = [{instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate126.errors = [{instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
let data1 = data.password;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate126.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate126.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs5 = errors;
if("passwordCredentials" !== data.type){
validate126.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "passwordCredentials"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate126.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":{"userName":true,"password":true,"type":true},"dynamicProps":false,"dynamicItems":false};

const LoginResponse = validate127;
const schema43 = {"type":"object","x-client-required":["sessionToken"],"required":["sessionToken","expirationDate","loginMessage"],"properties":{"sessionToken":{"type":"string"},"expirationDate":{"$ref":"DateTime"},"loginMessage":{"type":["string","null"]}}};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sessionToken === undefined) && (missing0 = "sessionToken")) || ((data.expirationDate === undefined) && (missing0 = "expirationDate"))) || ((data.loginMessage === undefined) && (missing0 = "loginMessage"))){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sessionToken !== undefined){
const _errs1 = errors;
if(typeof data.sessionToken !== "string"){
validate127.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/properties/sessionToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expirationDate !== undefined){
const _errs3 = errors;
if(!(validate53(data.expirationDate, {instancePath:instancePath+"/expirationDate",parentData:data,parentDataProperty:"expirationDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginMessage !== undefined){
let data2 = data.loginMessage;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate127.errors = [{instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/type",keyword:"type",params:{type: schema43.properties.loginMessage.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":{"sessionToken":true,"expirationDate":true,"loginMessage":true},"dynamicProps":false,"dynamicItems":false};


export const validators: Record<string, ValidateFunction> = {
  "Guid": Guid,
  "DateTime": DateTime,
  "ErrorBody": ErrorBody,
  "Customer": Customer,
  "CustomerList": CustomerList,
  "CustomerList.customerDetailsResponseList": CustomerList_customerDetailsResponseList_items,
  "User": User,
  "UserList": UserList,
  "UserList.customerUsersDetailsResponseList": UserList_customerUsersDetailsResponseList_items,
  "Device": Device,
  "DeviceList": DeviceList,
  "DeviceList.deviceDetailsResponseList": DeviceList_deviceDetailsResponseList_items,
  "DoorReader": DoorReader,
  "Camera": Camera,
  "Door": Door,
  "Door.cameras": Door_cameras_items,
  "DoorList": DoorList,
  "DoorList.doorDetailsResponseList": DoorList_doorDetailsResponseList_items,
  "Event": Event,
  "EventList": EventList,
  "EventList.eventDetailsResponseList": EventList_eventDetailsResponseList_items,
  "RegistrationForm": RegistrationForm,
  "RegistrationResult": RegistrationResult,
  "LoginRequest": LoginRequest,
  "LoginResponse": LoginResponse,
};
