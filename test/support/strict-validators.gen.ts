// Generated from resources/openapi.yaml by `npm run gen:api`. Do not edit.
// @ts-nocheck: ajv's standalone code (scripts/api-validators.mjs); the export below is typed.
import type { ValidateFunction } from 'ajv';
import { fullFormats as formats } from 'ajv-formats/dist/formats.js';
import * as ucs2 from 'ajv/dist/runtime/ucs2length.js';

// CommonJS read as ES module: Node gives module.exports (its default the function), a bundler may give the function.
const ucs2length = ucs2.default?.default ?? ucs2.default;


const Guid = validate20;
const schema31 = {"type":"string","format":"uuid"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
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
validate20.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":false,"dynamicItems":false};

const DateTime = validate21;
const schema32 = {"type":"string","format":"date-time","description":"ISO 8601, millisecond precision, UTC designator"};
const formats2 = formats["date-time"];

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
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
validate21.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

const ErrorBody = validate22;
const schema33 = {"type":"object","required":["applicationMessage","consumerMessage"],"properties":{"applicationMessage":{"type":"string","description":"technical detail for developers"},"consumerMessage":{"type":"string","description":"user-facing text"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
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
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationMessage !== undefined){
const _errs1 = errors;
if(typeof data.applicationMessage !== "string"){
validate22.errors = [{instancePath:instancePath+"/applicationMessage",schemaPath:"#/properties/applicationMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath:instancePath+"/consumerMessage",schemaPath:"#/properties/consumerMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"applicationMessage":true,"consumerMessage":true},"dynamicProps":false,"dynamicItems":false};

const Customer = validate23;
const schema34 = {"type":"object","x-client-required":["customerName"],"required":["customerCode","customerName","notes","geographicTimezoneId","customerId"],"properties":{"customerCode":{"type":"string"},"customerName":{"type":"string"},"notes":{"type":["string","null"]},"geographicTimezoneId":{"type":"string","description":"IANA time zone name"},"customerId":{"type":"integer"},"customerGuid":{"$ref":"Guid","description":"not in the specification's Customer; read when a service sends it"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
const _errs1 = errors;
if(typeof data.customerCode !== "string"){
validate23.errors = [{instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema34.properties.notes.type},message:"must be string,null"}];
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
validate23.errors = [{instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data5 = data.customerGuid;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
validate23.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"customerCode":true,"customerName":true,"notes":true,"geographicTimezoneId":true,"customerId":true,"customerGuid":true},"dynamicProps":false,"dynamicItems":false};

const CustomerList = validate24;
const schema36 = {"type":"object","x-client-required":["customerDetailsResponseList"],"required":["customerDetailsResponseList"],"properties":{"customerDetailsResponseList":{"type":"array","items":{"$ref":"Customer"}}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
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
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate23(data0[i0], {instancePath:instancePath+"/customerDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/customerDetailsResponseList",schemaPath:"#/properties/customerDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"customerDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const CustomerList_customerDetailsResponseList_items = validate26;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
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
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
const _errs1 = errors;
if(typeof data.customerCode !== "string"){
validate26.errors = [{instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema34.properties.notes.type},message:"must be string,null"}];
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
validate26.errors = [{instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate26.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data5 = data.customerGuid;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
validate26.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"customerCode":true,"customerName":true,"notes":true,"geographicTimezoneId":true,"customerId":true,"customerGuid":true},"dynamicProps":false,"dynamicItems":false};

const User = validate27;
const schema39 = {"type":"object","x-client-required":["userGuid"],"required":["userGuid","firstName","lastName","dateValidFrom","expiryDate","pin","verificationPin","pinTokenGuid","isBarred","smallCustomField1","smallCustomField2","largeCustomField1","largeCustomField2","extraLargeCustomField","isExemptFromLockDown","accessLevelGuid","accessLevelDescription","userGroupGuid","userGroupDescription","accessLevelId","userId"],"properties":{"userGuid":{"$ref":"Guid"},"firstName":{"type":"string"},"lastName":{"type":"string"},"dateValidFrom":{"$ref":"DateTime"},"expiryDate":{"$ref":"DateTime"},"pin":{"type":"integer"},"verificationPin":{"type":"integer"},"pinTokenGuid":{"$ref":"Guid"},"isBarred":{"type":"boolean","description":"true means restricted access"},"smallCustomField1":{"type":["string","null"]},"smallCustomField2":{"type":["string","null"]},"largeCustomField1":{"type":["string","null"]},"largeCustomField2":{"type":["string","null"]},"extraLargeCustomField":{"type":["string","null"]},"isExemptFromLockDown":{"type":"boolean"},"accessLevelGuid":{"$ref":"Guid"},"accessLevelDescription":{"type":"string"},"userGroupGuid":{"$ref":"Guid"},"userGroupDescription":{"type":"string"},"accessLevelId":{"type":"integer"},"userId":{"type":"integer"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
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
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userGuid !== undefined){
let data0 = data.userGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate27.errors = [{instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs4 = errors;
if(typeof data.firstName !== "string"){
validate27.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs6 = errors;
if(typeof data.lastName !== "string"){
validate27.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate27.errors = [{instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate27.errors = [{instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate27.errors = [{instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate27.errors = [{instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
validate27.errors = [{instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
const _errs21 = errors;
if(typeof data.isBarred !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs23 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate27.errors = [{instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/type",keyword:"type",params:{type: schema39.properties.smallCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs25 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate27.errors = [{instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/type",keyword:"type",params:{type: schema39.properties.smallCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs27 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate27.errors = [{instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/type",keyword:"type",params:{type: schema39.properties.largeCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs29 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate27.errors = [{instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/type",keyword:"type",params:{type: schema39.properties.largeCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate27.errors = [{instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/type",keyword:"type",params:{type: schema39.properties.extraLargeCustomField.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
const _errs33 = errors;
if(typeof data.isExemptFromLockDown !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
validate27.errors = [{instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
const _errs38 = errors;
if(typeof data.accessLevelDescription !== "string"){
validate27.errors = [{instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
validate27.errors = [{instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
const _errs43 = errors;
if(typeof data.userGroupDescription !== "string"){
validate27.errors = [{instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs45 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate27.errors = [{instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs47 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate27.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs47 === errors;
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"userGuid":true,"firstName":true,"lastName":true,"dateValidFrom":true,"expiryDate":true,"pin":true,"verificationPin":true,"pinTokenGuid":true,"isBarred":true,"smallCustomField1":true,"smallCustomField2":true,"largeCustomField1":true,"largeCustomField2":true,"extraLargeCustomField":true,"isExemptFromLockDown":true,"accessLevelGuid":true,"accessLevelDescription":true,"userGroupGuid":true,"userGroupDescription":true,"accessLevelId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

const UserList = validate28;
const schema46 = {"type":"object","x-client-required":["customerUsersDetailsResponseList"],"required":["customerUsersDetailsResponseList"],"properties":{"customerUsersDetailsResponseList":{"type":"array","items":{"$ref":"User"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate27(data0[i0], {instancePath:instancePath+"/customerUsersDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/customerUsersDetailsResponseList",schemaPath:"#/properties/customerUsersDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"customerUsersDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const UserList_customerUsersDetailsResponseList_items = validate30;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
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
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userGuid !== undefined){
let data0 = data.userGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate30.errors = [{instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs4 = errors;
if(typeof data.firstName !== "string"){
validate30.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs6 = errors;
if(typeof data.lastName !== "string"){
validate30.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate30.errors = [{instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate30.errors = [{instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate30.errors = [{instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate30.errors = [{instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
validate30.errors = [{instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
const _errs21 = errors;
if(typeof data.isBarred !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs23 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate30.errors = [{instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/type",keyword:"type",params:{type: schema39.properties.smallCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs25 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate30.errors = [{instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/type",keyword:"type",params:{type: schema39.properties.smallCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs27 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate30.errors = [{instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/type",keyword:"type",params:{type: schema39.properties.largeCustomField1.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs29 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate30.errors = [{instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/type",keyword:"type",params:{type: schema39.properties.largeCustomField2.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate30.errors = [{instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/type",keyword:"type",params:{type: schema39.properties.extraLargeCustomField.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
const _errs33 = errors;
if(typeof data.isExemptFromLockDown !== "boolean"){
validate30.errors = [{instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
validate30.errors = [{instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
const _errs38 = errors;
if(typeof data.accessLevelDescription !== "string"){
validate30.errors = [{instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
validate30.errors = [{instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
const _errs43 = errors;
if(typeof data.userGroupDescription !== "string"){
validate30.errors = [{instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs45 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate30.errors = [{instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs47 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate30.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs47 === errors;
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"userGuid":true,"firstName":true,"lastName":true,"dateValidFrom":true,"expiryDate":true,"pin":true,"verificationPin":true,"pinTokenGuid":true,"isBarred":true,"smallCustomField1":true,"smallCustomField2":true,"largeCustomField1":true,"largeCustomField2":true,"extraLargeCustomField":true,"isExemptFromLockDown":true,"accessLevelGuid":true,"accessLevelDescription":true,"userGroupGuid":true,"userGroupDescription":true,"accessLevelId":true,"userId":true},"dynamicProps":false,"dynamicItems":false};

const Device = validate31;
const schema54 = {"type":"object","x-client-required":["deviceGuid"],"required":["deviceGuid","name","serialNumber","activationCode","notes","masterSerialNumber","slave","master","autoReinstate","controllerLicense","simLicense","customerGuid","deviceId"],"properties":{"deviceGuid":{"$ref":"Guid"},"name":{"type":"string"},"serialNumber":{"type":"string","description":"unique hardware identifier"},"activationCode":{"type":"string","description":"secret, never shown to a guard"},"notes":{"type":"string"},"masterSerialNumber":{"type":["string","null"],"description":"for an expansion controller, its master's serial number"},"slave":{"type":"boolean","description":"true for an expansion controller"},"master":{"type":"boolean","description":"true for a master controller"},"autoReinstate":{"type":"boolean"},"controllerLicense":{"type":"string"},"simLicense":{"type":["string","null"]},"customerGuid":{"$ref":"Guid"},"deviceId":{"type":"integer"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deviceGuid !== undefined){
let data0 = data.deviceGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate31.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
const _errs6 = errors;
if(typeof data.serialNumber !== "string"){
validate31.errors = [{instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
const _errs8 = errors;
if(typeof data.activationCode !== "string"){
validate31.errors = [{instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
const _errs10 = errors;
if(typeof data.notes !== "string"){
validate31.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate31.errors = [{instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/type",keyword:"type",params:{type: schema54.properties.masterSerialNumber.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
const _errs14 = errors;
if(typeof data.slave !== "boolean"){
validate31.errors = [{instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
const _errs16 = errors;
if(typeof data.master !== "boolean"){
validate31.errors = [{instancePath:instancePath+"/master",schemaPath:"#/properties/master/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
const _errs18 = errors;
if(typeof data.autoReinstate !== "boolean"){
validate31.errors = [{instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
const _errs20 = errors;
if(typeof data.controllerLicense !== "string"){
validate31.errors = [{instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs22 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate31.errors = [{instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/type",keyword:"type",params:{type: schema54.properties.simLicense.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate31.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs27 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate31.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
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
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"deviceGuid":true,"name":true,"serialNumber":true,"activationCode":true,"notes":true,"masterSerialNumber":true,"slave":true,"master":true,"autoReinstate":true,"controllerLicense":true,"simLicense":true,"customerGuid":true,"deviceId":true},"dynamicProps":false,"dynamicItems":false};

const DeviceList = validate32;
const schema57 = {"type":"object","x-client-required":["deviceDetailsResponseList"],"required":["deviceDetailsResponseList"],"properties":{"deviceDetailsResponseList":{"type":"array","items":{"$ref":"Device"}}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate31(data0[i0], {instancePath:instancePath+"/deviceDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/deviceDetailsResponseList",schemaPath:"#/properties/deviceDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"deviceDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DeviceList_deviceDetailsResponseList_items = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
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
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deviceGuid !== undefined){
let data0 = data.deviceGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate34.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate34.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
const _errs6 = errors;
if(typeof data.serialNumber !== "string"){
validate34.errors = [{instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
const _errs8 = errors;
if(typeof data.activationCode !== "string"){
validate34.errors = [{instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
const _errs10 = errors;
if(typeof data.notes !== "string"){
validate34.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate34.errors = [{instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/type",keyword:"type",params:{type: schema54.properties.masterSerialNumber.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
const _errs14 = errors;
if(typeof data.slave !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
const _errs16 = errors;
if(typeof data.master !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/master",schemaPath:"#/properties/master/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
const _errs18 = errors;
if(typeof data.autoReinstate !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
const _errs20 = errors;
if(typeof data.controllerLicense !== "string"){
validate34.errors = [{instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs22 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate34.errors = [{instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/type",keyword:"type",params:{type: schema54.properties.simLicense.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
validate34.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs27 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate34.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"deviceGuid":true,"name":true,"serialNumber":true,"activationCode":true,"notes":true,"masterSerialNumber":true,"slave":true,"master":true,"autoReinstate":true,"controllerLicense":true,"simLicense":true,"customerGuid":true,"deviceId":true},"dynamicProps":false,"dynamicItems":false};

const DoorReader = validate35;
const schema61 = {"type":"object","x-client-required":[],"required":["readerType","status","deviceStatus","ledConfigurationCode","customFormatGuid"],"properties":{"readerType":{"type":"string"},"status":{"type":"string"},"deviceStatus":{"type":"string"},"ledConfigurationCode":{"type":"string"},"customFormatGuid":{"oneOf":[{"$ref":"Guid"},{"type":"null"}]}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
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
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.readerType !== undefined){
const _errs1 = errors;
if(typeof data.readerType !== "string"){
validate35.errors = [{instancePath:instancePath+"/readerType",schemaPath:"#/properties/readerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate35.errors = [{instancePath:instancePath+"/deviceStatus",schemaPath:"#/properties/deviceStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate35.errors = [{instancePath:instancePath+"/ledConfigurationCode",schemaPath:"#/properties/ledConfigurationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err0 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err2 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs14 === errors;
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
const err3 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate35.errors = vErrors;
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"readerType":true,"status":true,"deviceStatus":true,"ledConfigurationCode":true,"customFormatGuid":true},"dynamicProps":false,"dynamicItems":false};

const Camera = validate36;
const schema63 = {"type":"object","x-client-required":["cameraGuid"],"required":["cameraGuid","name","ipAddress","port","username","password","cameraType","status"],"properties":{"cameraGuid":{"$ref":"Guid"},"name":{"type":"string"},"ipAddress":{"type":"string"},"port":{"type":"integer"},"username":{"type":"string"},"password":{"type":"string","description":"secret, never shown to a guard"},"cameraType":{"type":"string"},"status":{"type":"string"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
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
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cameraGuid !== undefined){
let data0 = data.cameraGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate36.errors = [{instancePath:instancePath+"/cameraGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/cameraGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
const _errs6 = errors;
if(typeof data.ipAddress !== "string"){
validate36.errors = [{instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate36.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs10 = errors;
if(typeof data.username !== "string"){
validate36.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
const _errs12 = errors;
if(typeof data.password !== "string"){
validate36.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
const _errs14 = errors;
if(typeof data.cameraType !== "string"){
validate36.errors = [{instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs16 = errors;
if(typeof data.status !== "string"){
validate36.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"cameraGuid":true,"name":true,"ipAddress":true,"port":true,"username":true,"password":true,"cameraType":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const Door = validate37;
const schema65 = {"type":"object","x-client-required":["doorGuid"],"required":["doorGuid","controllerPortId","name","deviceDetailsResponse","isFireAlarmExempt","doorReaderDetailsResponse","cameras"],"properties":{"doorGuid":{"$ref":"Guid"},"controllerPortId":{"type":"integer"},"name":{"type":"string"},"deviceDetailsResponse":{"$ref":"Device"},"isFireAlarmExempt":{"type":"boolean"},"doorReaderDetailsResponse":{"$ref":"DoorReader"},"cameras":{"type":"array","items":{"$ref":"Camera"}}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
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
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.doorGuid !== undefined){
let data0 = data.doorGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate37.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerPortId !== undefined){
let data1 = data.controllerPortId;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate37.errors = [{instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
const _errs8 = errors;
if(!(validate31(data.deviceDetailsResponse, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
const _errs9 = errors;
if(typeof data.isFireAlarmExempt !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
const _errs11 = errors;
if(!(validate35(data.doorReaderDetailsResponse, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate36(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Door_cameras_items = validate41;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
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
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cameraGuid !== undefined){
let data0 = data.cameraGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate41.errors = [{instancePath:instancePath+"/cameraGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/cameraGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
const _errs6 = errors;
if(typeof data.ipAddress !== "string"){
validate41.errors = [{instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate41.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs10 = errors;
if(typeof data.username !== "string"){
validate41.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
const _errs12 = errors;
if(typeof data.password !== "string"){
validate41.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
const _errs14 = errors;
if(typeof data.cameraType !== "string"){
validate41.errors = [{instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs16 = errors;
if(typeof data.status !== "string"){
validate41.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"cameraGuid":true,"name":true,"ipAddress":true,"port":true,"username":true,"password":true,"cameraType":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const DoorList = validate42;
const schema69 = {"type":"object","x-client-required":["doorDetailsResponseList"],"required":["doorDetailsResponseList"],"properties":{"doorDetailsResponseList":{"type":"array","items":{"$ref":"Door"}}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate37(data0[i0], {instancePath:instancePath+"/doorDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/doorDetailsResponseList",schemaPath:"#/properties/doorDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"doorDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DoorList_doorDetailsResponseList_items = validate44;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
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
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.doorGuid !== undefined){
let data0 = data.doorGuid;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
validate44.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerPortId !== undefined){
let data1 = data.controllerPortId;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate44.errors = [{instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
const _errs8 = errors;
if(!(validate31(data.deviceDetailsResponse, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
const _errs9 = errors;
if(typeof data.isFireAlarmExempt !== "boolean"){
validate44.errors = [{instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
const _errs11 = errors;
if(!(validate35(data.doorReaderDetailsResponse, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate36(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Event = validate48;
const schema72 = {"type":"object","x-client-required":["eventId","eventType","eventDate","receivedDate"],"description":"For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site.","required":["eventId","displayName","priorityDescription","eventType","eventDate","receivedDate","customerGuid","customerName","customerId","siteGuid","siteName","siteCode","siteId","siteDeleted","deviceGuid","deviceSerialNumber","deviceName","deviceId","deviceDeleted","doorGuid","doorName","doorId","doorDeleted","localDoorId","tokenGuid","tokenData","tokenDescription","tokenLost","tokenId","tokenType","tokenIfType","userGuid","userFirstName","userLastName","userBarred","userDeleted","userId","timezoneDescription","tz","installerCode"],"properties":{"eventId":{"type":"integer"},"displayName":{"type":"string"},"priorityDescription":{"type":"string"},"eventType":{"type":"integer","description":"1 access granted, 2 access denied, other values exist"},"eventDate":{"$ref":"DateTime"},"receivedDate":{"$ref":"DateTime"},"customerGuid":{"$ref":"Guid"},"customerName":{"type":"string"},"customerId":{"type":"integer"},"siteGuid":{"$ref":"Guid"},"siteName":{"type":"string"},"siteCode":{"type":"string"},"siteId":{"type":"integer"},"siteDeleted":{"type":"boolean"},"deviceGuid":{"$ref":"Guid"},"deviceSerialNumber":{"type":"string"},"deviceName":{"type":"string"},"deviceId":{"type":"integer"},"deviceDeleted":{"type":"boolean"},"doorGuid":{"$ref":"Guid"},"doorName":{"type":"string"},"doorId":{"type":"integer"},"doorDeleted":{"type":"boolean"},"localDoorId":{"type":"integer"},"tokenGuid":{"$ref":"Guid"},"tokenData":{"type":"string"},"tokenDescription":{"type":"string"},"tokenLost":{"type":"boolean"},"tokenId":{"type":["integer","null"]},"tokenType":{"type":["integer","null"]},"tokenIfType":{"type":["integer","null"]},"userGuid":{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},"userFirstName":{"type":["string","null"]},"userLastName":{"type":["string","null"]},"userBarred":{"type":"boolean"},"userDeleted":{"type":"boolean"},"userId":{"type":["integer","null"]},"timezoneDescription":{"type":"string"},"tz":{"type":"integer","description":"controller time zone"},"installerCode":{"type":"string"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
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
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate48.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate48.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate48.errors = [{instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate48.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
let data4 = data.eventDate;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate48.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
let data5 = data.receivedDate;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
validate48.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
validate48.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs18 = errors;
if(typeof data.customerName !== "string"){
validate48.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate48.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate48.errors = [{instancePath:instancePath+"/siteGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/siteGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
const _errs25 = errors;
if(typeof data.siteName !== "string"){
validate48.errors = [{instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
const _errs27 = errors;
if(typeof data.siteCode !== "string"){
validate48.errors = [{instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs29 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate48.errors = [{instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
const _errs31 = errors;
if(typeof data.siteDeleted !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
validate48.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
const _errs36 = errors;
if(typeof data.deviceSerialNumber !== "string"){
validate48.errors = [{instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
const _errs38 = errors;
if(typeof data.deviceName !== "string"){
validate48.errors = [{instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs40 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate48.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
const _errs42 = errors;
if(typeof data.deviceDeleted !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate48.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
const _errs47 = errors;
if(typeof data.doorName !== "string"){
validate48.errors = [{instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs49 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate48.errors = [{instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
const _errs51 = errors;
if(typeof data.doorDeleted !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs53 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate48.errors = [{instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs55 = errors;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
validate48.errors = [{instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
const _errs58 = errors;
if(typeof data.tokenData !== "string"){
validate48.errors = [{instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
const _errs60 = errors;
if(typeof data.tokenDescription !== "string"){
validate48.errors = [{instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
const _errs62 = errors;
if(typeof data.tokenLost !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs64 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
validate48.errors = [{instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/type",keyword:"type",params:{type: schema72.properties.tokenId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs66 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
validate48.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: schema72.properties.tokenType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs68 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
validate48.errors = [{instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/type",keyword:"type",params:{type: schema72.properties.tokenIfType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs70 = errors;
const _errs71 = errors;
let valid8 = false;
let passing0 = null;
const _errs72 = errors;
const _errs73 = errors;
if(errors === _errs73){
if(errors === _errs73){
if(typeof data31 === "string"){
if(!(formats0.test(data31))){
const err0 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs72 === errors;
if(_valid0){
valid8 = true;
passing0 = 0;
}
const _errs75 = errors;
if(data31 !== null){
const err2 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs75 === errors;
if(_valid0 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err3 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate48.errors = vErrors;
return false;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs70 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs77 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate48.errors = [{instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/type",keyword:"type",params:{type: schema72.properties.userFirstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs79 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate48.errors = [{instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/type",keyword:"type",params:{type: schema72.properties.userLastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
const _errs81 = errors;
if(typeof data.userBarred !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs81 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
const _errs83 = errors;
if(typeof data.userDeleted !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs85 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
validate48.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: schema72.properties.userId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
const _errs87 = errors;
if(typeof data.timezoneDescription !== "string"){
validate48.errors = [{instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs89 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
validate48.errors = [{instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs89 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
const _errs91 = errors;
if(typeof data.installerCode !== "string"){
validate48.errors = [{instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs91 === errors;
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
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const EventList = validate49;
const schema81 = {"type":"object","x-client-required":["eventDetailsResponseList"],"required":["eventDetailsResponseList"],"properties":{"eventDetailsResponseList":{"type":"array","items":{"$ref":"Event"}}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate48(data0[i0], {instancePath:instancePath+"/eventDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/eventDetailsResponseList",schemaPath:"#/properties/eventDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"eventDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const EventList_eventDetailsResponseList_items = validate51;

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
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
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate51.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate51.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate51.errors = [{instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate51.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
let data4 = data.eventDate;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate51.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
let data5 = data.receivedDate;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
validate51.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
validate51.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs18 = errors;
if(typeof data.customerName !== "string"){
validate51.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate51.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
validate51.errors = [{instancePath:instancePath+"/siteGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/siteGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
const _errs25 = errors;
if(typeof data.siteName !== "string"){
validate51.errors = [{instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
const _errs27 = errors;
if(typeof data.siteCode !== "string"){
validate51.errors = [{instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs29 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate51.errors = [{instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
const _errs31 = errors;
if(typeof data.siteDeleted !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
validate51.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
const _errs36 = errors;
if(typeof data.deviceSerialNumber !== "string"){
validate51.errors = [{instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
const _errs38 = errors;
if(typeof data.deviceName !== "string"){
validate51.errors = [{instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs40 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate51.errors = [{instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
const _errs42 = errors;
if(typeof data.deviceDeleted !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
validate51.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
const _errs47 = errors;
if(typeof data.doorName !== "string"){
validate51.errors = [{instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs49 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate51.errors = [{instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
const _errs51 = errors;
if(typeof data.doorDeleted !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs53 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate51.errors = [{instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs55 = errors;
const _errs56 = errors;
if(errors === _errs56){
if(errors === _errs56){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
validate51.errors = [{instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
const _errs58 = errors;
if(typeof data.tokenData !== "string"){
validate51.errors = [{instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
const _errs60 = errors;
if(typeof data.tokenDescription !== "string"){
validate51.errors = [{instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
const _errs62 = errors;
if(typeof data.tokenLost !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs64 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
validate51.errors = [{instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/type",keyword:"type",params:{type: schema72.properties.tokenId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs66 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
validate51.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: schema72.properties.tokenType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs68 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
validate51.errors = [{instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/type",keyword:"type",params:{type: schema72.properties.tokenIfType.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs68 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs70 = errors;
const _errs71 = errors;
let valid8 = false;
let passing0 = null;
const _errs72 = errors;
const _errs73 = errors;
if(errors === _errs73){
if(errors === _errs73){
if(typeof data31 === "string"){
if(!(formats0.test(data31))){
const err0 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs72 === errors;
if(_valid0){
valid8 = true;
passing0 = 0;
}
const _errs75 = errors;
if(data31 !== null){
const err2 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs75 === errors;
if(_valid0 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err3 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate51.errors = vErrors;
return false;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs70 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs77 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate51.errors = [{instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/type",keyword:"type",params:{type: schema72.properties.userFirstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs79 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
validate51.errors = [{instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/type",keyword:"type",params:{type: schema72.properties.userLastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
const _errs81 = errors;
if(typeof data.userBarred !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs81 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
const _errs83 = errors;
if(typeof data.userDeleted !== "boolean"){
validate51.errors = [{instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs85 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
validate51.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: schema72.properties.userId.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
const _errs87 = errors;
if(typeof data.timezoneDescription !== "string"){
validate51.errors = [{instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs89 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
validate51.errors = [{instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs89 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
const _errs91 = errors;
if(typeof data.installerCode !== "string"){
validate51.errors = [{instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs91 === errors;
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationForm = validate52;
const schema91 = {"type":"object","required":["applicationName","applicationEmail"],"properties":{"applicationName":{"type":"string","minLength":1,"maxLength":250},"applicationEmail":{"type":"string","pattern":"^[^\\s@]+@[^\\s@]+$","description":"local-part@domain"}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[^\\s@]+@[^\\s@]+$", "u");

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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.applicationName === undefined) && (missing0 = "applicationName")) || ((data.applicationEmail === undefined) && (missing0 = "applicationEmail"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationName !== undefined){
let data0 = data.applicationName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) > 250){
validate52.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/maxLength",keyword:"maxLength",params:{limit: 250},message:"must NOT have more than 250 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate52.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!pattern4.test(data1)){
validate52.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+$"+"\""}];
return false;
}
}
else {
validate52.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"applicationName":true,"applicationEmail":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationResult = validate53;
const schema92 = {"type":"object","x-client-required":["applicationToken"],"required":["applicationName","applicationEmail","applicationToken","expirationDate","numberOfConnections"],"properties":{"applicationName":{"type":"string"},"applicationEmail":{"type":"string"},"applicationToken":{"type":"string"},"expirationDate":{"$ref":"DateTime"},"numberOfConnections":{"type":"integer","minimum":1,"description":"simultaneous connections allowed"}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.applicationName === undefined) && (missing0 = "applicationName")) || ((data.applicationEmail === undefined) && (missing0 = "applicationEmail"))) || ((data.applicationToken === undefined) && (missing0 = "applicationToken"))) || ((data.expirationDate === undefined) && (missing0 = "expirationDate"))) || ((data.numberOfConnections === undefined) && (missing0 = "numberOfConnections"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationName !== undefined){
const _errs1 = errors;
if(typeof data.applicationName !== "string"){
validate53.errors = [{instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate53.errors = [{instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate53.errors = [{instancePath:instancePath+"/applicationToken",schemaPath:"#/properties/applicationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expirationDate !== undefined){
let data3 = data.expirationDate;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate53.errors = [{instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.numberOfConnections !== undefined){
let data4 = data.numberOfConnections;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate53.errors = [{instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
validate53.errors = [{instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"applicationName":true,"applicationEmail":true,"applicationToken":true,"expirationDate":true,"numberOfConnections":true},"dynamicProps":false,"dynamicItems":false};

const LoginRequest = validate54;
const schema94 = {"type":"object","required":["userName","password","type"],"properties":{"userName":{"type":"string","minLength":1},"password":{"type":"string","minLength":1},"type":{"const":"passwordCredentials"}}};

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
if((((data.userName === undefined) && (missing0 = "userName")) || ((data.password === undefined) && (missing0 = "password"))) || ((data.type === undefined) && (missing0 = "type"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userName !== undefined){
let data0 = data.userName;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate54.errors = [{instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "passwordCredentials"},message:"must be equal to constant"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"userName":true,"password":true,"type":true},"dynamicProps":false,"dynamicItems":false};

const LoginResponse = validate55;
const schema95 = {"type":"object","x-client-required":["sessionToken"],"required":["sessionToken","expirationDate","loginMessage"],"properties":{"sessionToken":{"type":"string"},"expirationDate":{"$ref":"DateTime"},"loginMessage":{"type":["string","null"]}}};

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
if((((data.sessionToken === undefined) && (missing0 = "sessionToken")) || ((data.expirationDate === undefined) && (missing0 = "expirationDate"))) || ((data.loginMessage === undefined) && (missing0 = "loginMessage"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sessionToken !== undefined){
const _errs1 = errors;
if(typeof data.sessionToken !== "string"){
validate55.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/properties/sessionToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expirationDate !== undefined){
let data1 = data.expirationDate;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data1 === "string"){
if(!(formats2.validate(data1))){
validate55.errors = [{instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loginMessage !== undefined){
let data2 = data.loginMessage;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate55.errors = [{instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/type",keyword:"type",params:{type: schema95.properties.loginMessage.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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
validate55.evaluated = {"props":{"sessionToken":true,"expirationDate":true,"loginMessage":true},"dynamicProps":false,"dynamicItems":false};


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
