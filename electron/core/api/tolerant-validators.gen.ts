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
const schema21 = {"type":"object","required":[],"properties":{"applicationMessage":{"anyOf":[{"type":"string","description":"technical detail for developers"},{"type":"null"}]},"consumerMessage":{"anyOf":[{"type":"string","description":"user-facing text"},{"type":"null"}]}}};

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
if(data.applicationMessage !== undefined){
let data0 = data.applicationMessage;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/applicationMessage",schemaPath:"#/properties/applicationMessage/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/applicationMessage",schemaPath:"#/properties/applicationMessage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/applicationMessage",schemaPath:"#/properties/applicationMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate54.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumerMessage !== undefined){
let data1 = data.consumerMessage;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/consumerMessage",schemaPath:"#/properties/consumerMessage/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/consumerMessage",schemaPath:"#/properties/consumerMessage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/consumerMessage",schemaPath:"#/properties/consumerMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate54.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
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
const schema22 = {"type":"object","x-client-required":["customerName"],"required":["customerName"],"properties":{"customerCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"customerName":{"type":"string"},"notes":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"geographicTimezoneId":{"anyOf":[{"type":"string","description":"IANA time zone name"},{"type":"null"}]},"customerId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"customerGuid":{"anyOf":[{"$ref":"Guid","description":"not in the specification's Customer; read when a service sends it"},{"type":"null"}]}}};

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
if((data.customerName === undefined) && (missing0 = "customerName")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
let data0 = data.customerCode;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs7 = errors;
if(typeof data.customerName !== "string"){
validate55.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data2 = data.notes;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err3 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: schema22.properties.notes.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
const _errs13 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate55.errors = vErrors;
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
if(valid0){
if(data.geographicTimezoneId !== undefined){
let data3 = data.geographicTimezoneId;
const _errs15 = errors;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
const _errs19 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs19 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data4 = data.customerId;
const _errs21 = errors;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
const _errs25 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs25 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data5 = data.customerGuid;
const _errs27 = errors;
const _errs28 = errors;
let valid5 = false;
const _errs29 = errors;
if(!(validate52(data5, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid4 = _errs29 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err13 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
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
if((data.customerName === undefined) && (missing0 = "customerName")){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerCode !== undefined){
let data0 = data.customerCode;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/customerCode",schemaPath:"#/properties/customerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs7 = errors;
if(typeof data.customerName !== "string"){
validate59.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data2 = data.notes;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err3 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: schema22.properties.notes.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
const _errs13 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate59.errors = vErrors;
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
if(valid0){
if(data.geographicTimezoneId !== undefined){
let data3 = data.geographicTimezoneId;
const _errs15 = errors;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
const _errs19 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs19 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/geographicTimezoneId",schemaPath:"#/properties/geographicTimezoneId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data4 = data.customerId;
const _errs21 = errors;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
const _errs25 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs25 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data5 = data.customerGuid;
const _errs27 = errors;
const _errs28 = errors;
let valid5 = false;
const _errs29 = errors;
if(!(validate52(data5, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid4 = _errs29 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err13 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
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
const schema25 = {"type":"object","x-client-required":["userGuid"],"required":["userGuid"],"properties":{"userGuid":{"$ref":"Guid"},"firstName":{"anyOf":[{"type":"string"},{"type":"null"}]},"lastName":{"anyOf":[{"type":"string"},{"type":"null"}]},"dateValidFrom":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"expiryDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"pin":{"anyOf":[{"type":"integer"},{"type":"null"}]},"verificationPin":{"anyOf":[{"type":"integer"},{"type":"null"}]},"pinTokenGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"isBarred":{"anyOf":[{"type":"boolean","description":"true means restricted access"},{"type":"null"}]},"smallCustomField1":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"smallCustomField2":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"largeCustomField1":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"largeCustomField2":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"extraLargeCustomField":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"isExemptFromLockDown":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"accessLevelGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"accessLevelDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"userGroupGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"userGroupDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"accessLevelId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"userId":{"anyOf":[{"type":"integer"},{"type":"null"}]}}};

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
if((data.userGuid === undefined) && (missing0 = "userGuid")){
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
let data1 = data.firstName;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate53(data3, {instancePath:instancePath+"/dateValidFrom",parentData:data,parentDataProperty:"dateValidFrom",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate53(data4, {instancePath:instancePath+"/expiryDate",parentData:data,parentDataProperty:"expiryDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs22 = errors;
if(data4 !== null){
const err8 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err9 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs24 = errors;
const _errs25 = errors;
let valid5 = false;
const _errs26 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid4 = _errs26 === errors;
valid5 = valid5 || _valid4;
const _errs28 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err12 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs30 = errors;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid5 = _errs32 === errors;
valid6 = valid6 || _valid5;
const _errs34 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs36 = errors;
const _errs37 = errors;
let valid7 = false;
const _errs38 = errors;
if(!(validate52(data7, {instancePath:instancePath+"/pinTokenGuid",parentData:data,parentDataProperty:"pinTokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid6 = _errs38 === errors;
valid7 = valid7 || _valid6;
const _errs39 = errors;
if(data7 !== null){
const err16 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid6 = _errs39 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err17 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
let data8 = data.isBarred;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data8 !== "boolean"){
const err18 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid7 = _errs43 === errors;
valid8 = valid8 || _valid7;
const _errs45 = errors;
if(data8 !== null){
const err19 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid7 = _errs45 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err20 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs47 = errors;
const _errs48 = errors;
let valid9 = false;
const _errs49 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err21 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/0/type",keyword:"type",params:{type: schema25.properties.smallCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid8 = _errs49 === errors;
valid9 = valid9 || _valid8;
const _errs51 = errors;
if(data9 !== null){
const err22 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid8 = _errs51 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err23 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs53 = errors;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/0/type",keyword:"type",params:{type: schema25.properties.smallCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid9 = _errs55 === errors;
valid10 = valid10 || _valid9;
const _errs57 = errors;
if(data10 !== null){
const err25 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid9 = _errs57 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err26 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs59 = errors;
const _errs60 = errors;
let valid11 = false;
const _errs61 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err27 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/0/type",keyword:"type",params:{type: schema25.properties.largeCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid10 = _errs61 === errors;
valid11 = valid11 || _valid10;
const _errs63 = errors;
if(data11 !== null){
const err28 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid10 = _errs63 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err29 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs65 = errors;
const _errs66 = errors;
let valid12 = false;
const _errs67 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
const err30 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/0/type",keyword:"type",params:{type: schema25.properties.largeCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid11 = _errs67 === errors;
valid12 = valid12 || _valid11;
const _errs69 = errors;
if(data12 !== null){
const err31 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid11 = _errs69 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err32 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs71 = errors;
const _errs72 = errors;
let valid13 = false;
const _errs73 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
const err33 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/0/type",keyword:"type",params:{type: schema25.properties.extraLargeCustomField.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid12 = _errs73 === errors;
valid13 = valid13 || _valid12;
const _errs75 = errors;
if(data13 !== null){
const err34 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid12 = _errs75 === errors;
valid13 = valid13 || _valid12;
if(!valid13){
const err35 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
let data14 = data.isExemptFromLockDown;
const _errs77 = errors;
const _errs78 = errors;
let valid14 = false;
const _errs79 = errors;
if(typeof data14 !== "boolean"){
const err36 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid13 = _errs79 === errors;
valid14 = valid14 || _valid13;
const _errs81 = errors;
if(data14 !== null){
const err37 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid13 = _errs81 === errors;
valid14 = valid14 || _valid13;
if(!valid14){
const err38 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs83 = errors;
const _errs84 = errors;
let valid15 = false;
const _errs85 = errors;
if(!(validate52(data15, {instancePath:instancePath+"/accessLevelGuid",parentData:data,parentDataProperty:"accessLevelGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid14 = _errs85 === errors;
valid15 = valid15 || _valid14;
const _errs86 = errors;
if(data15 !== null){
const err39 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid14 = _errs86 === errors;
valid15 = valid15 || _valid14;
if(!valid15){
const err40 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
let data16 = data.accessLevelDescription;
const _errs88 = errors;
const _errs89 = errors;
let valid16 = false;
const _errs90 = errors;
if(typeof data16 !== "string"){
const err41 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid15 = _errs90 === errors;
valid16 = valid16 || _valid15;
const _errs92 = errors;
if(data16 !== null){
const err42 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid15 = _errs92 === errors;
valid16 = valid16 || _valid15;
if(!valid16){
const err43 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs94 = errors;
const _errs95 = errors;
let valid17 = false;
const _errs96 = errors;
if(!(validate52(data17, {instancePath:instancePath+"/userGroupGuid",parentData:data,parentDataProperty:"userGroupGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid16 = _errs96 === errors;
valid17 = valid17 || _valid16;
const _errs97 = errors;
if(data17 !== null){
const err44 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid16 = _errs97 === errors;
valid17 = valid17 || _valid16;
if(!valid17){
const err45 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
let data18 = data.userGroupDescription;
const _errs99 = errors;
const _errs100 = errors;
let valid18 = false;
const _errs101 = errors;
if(typeof data18 !== "string"){
const err46 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid17 = _errs101 === errors;
valid18 = valid18 || _valid17;
const _errs103 = errors;
if(data18 !== null){
const err47 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid17 = _errs103 === errors;
valid18 = valid18 || _valid17;
if(!valid18){
const err48 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs105 = errors;
const _errs106 = errors;
let valid19 = false;
const _errs107 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err49 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid18 = _errs107 === errors;
valid19 = valid19 || _valid18;
const _errs109 = errors;
if(data19 !== null){
const err50 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid18 = _errs109 === errors;
valid19 = valid19 || _valid18;
if(!valid19){
const err51 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs111 = errors;
const _errs112 = errors;
let valid20 = false;
const _errs113 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err52 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid19 = _errs113 === errors;
valid20 = valid20 || _valid19;
const _errs115 = errors;
if(data20 !== null){
const err53 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid19 = _errs115 === errors;
valid20 = valid20 || _valid19;
if(!valid20){
const err54 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate61.errors = vErrors;
return false;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs111 === errors;
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
if((data.userGuid === undefined) && (missing0 = "userGuid")){
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
let data1 = data.firstName;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate53(data3, {instancePath:instancePath+"/dateValidFrom",parentData:data,parentDataProperty:"dateValidFrom",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate53(data4, {instancePath:instancePath+"/expiryDate",parentData:data,parentDataProperty:"expiryDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs22 = errors;
if(data4 !== null){
const err8 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err9 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs24 = errors;
const _errs25 = errors;
let valid5 = false;
const _errs26 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid4 = _errs26 === errors;
valid5 = valid5 || _valid4;
const _errs28 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err12 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs30 = errors;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid5 = _errs32 === errors;
valid6 = valid6 || _valid5;
const _errs34 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs36 = errors;
const _errs37 = errors;
let valid7 = false;
const _errs38 = errors;
if(!(validate52(data7, {instancePath:instancePath+"/pinTokenGuid",parentData:data,parentDataProperty:"pinTokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid6 = _errs38 === errors;
valid7 = valid7 || _valid6;
const _errs39 = errors;
if(data7 !== null){
const err16 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid6 = _errs39 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err17 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
let data8 = data.isBarred;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data8 !== "boolean"){
const err18 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid7 = _errs43 === errors;
valid8 = valid8 || _valid7;
const _errs45 = errors;
if(data8 !== null){
const err19 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid7 = _errs45 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err20 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs47 = errors;
const _errs48 = errors;
let valid9 = false;
const _errs49 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err21 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/0/type",keyword:"type",params:{type: schema25.properties.smallCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid8 = _errs49 === errors;
valid9 = valid9 || _valid8;
const _errs51 = errors;
if(data9 !== null){
const err22 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid8 = _errs51 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err23 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs53 = errors;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/0/type",keyword:"type",params:{type: schema25.properties.smallCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid9 = _errs55 === errors;
valid10 = valid10 || _valid9;
const _errs57 = errors;
if(data10 !== null){
const err25 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid9 = _errs57 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err26 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs59 = errors;
const _errs60 = errors;
let valid11 = false;
const _errs61 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err27 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/0/type",keyword:"type",params:{type: schema25.properties.largeCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid10 = _errs61 === errors;
valid11 = valid11 || _valid10;
const _errs63 = errors;
if(data11 !== null){
const err28 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid10 = _errs63 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err29 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs65 = errors;
const _errs66 = errors;
let valid12 = false;
const _errs67 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
const err30 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/0/type",keyword:"type",params:{type: schema25.properties.largeCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid11 = _errs67 === errors;
valid12 = valid12 || _valid11;
const _errs69 = errors;
if(data12 !== null){
const err31 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid11 = _errs69 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err32 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs71 = errors;
const _errs72 = errors;
let valid13 = false;
const _errs73 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
const err33 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/0/type",keyword:"type",params:{type: schema25.properties.extraLargeCustomField.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid12 = _errs73 === errors;
valid13 = valid13 || _valid12;
const _errs75 = errors;
if(data13 !== null){
const err34 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid12 = _errs75 === errors;
valid13 = valid13 || _valid12;
if(!valid13){
const err35 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
let data14 = data.isExemptFromLockDown;
const _errs77 = errors;
const _errs78 = errors;
let valid14 = false;
const _errs79 = errors;
if(typeof data14 !== "boolean"){
const err36 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid13 = _errs79 === errors;
valid14 = valid14 || _valid13;
const _errs81 = errors;
if(data14 !== null){
const err37 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid13 = _errs81 === errors;
valid14 = valid14 || _valid13;
if(!valid14){
const err38 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs83 = errors;
const _errs84 = errors;
let valid15 = false;
const _errs85 = errors;
if(!(validate52(data15, {instancePath:instancePath+"/accessLevelGuid",parentData:data,parentDataProperty:"accessLevelGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid14 = _errs85 === errors;
valid15 = valid15 || _valid14;
const _errs86 = errors;
if(data15 !== null){
const err39 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid14 = _errs86 === errors;
valid15 = valid15 || _valid14;
if(!valid15){
const err40 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
let data16 = data.accessLevelDescription;
const _errs88 = errors;
const _errs89 = errors;
let valid16 = false;
const _errs90 = errors;
if(typeof data16 !== "string"){
const err41 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid15 = _errs90 === errors;
valid16 = valid16 || _valid15;
const _errs92 = errors;
if(data16 !== null){
const err42 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid15 = _errs92 === errors;
valid16 = valid16 || _valid15;
if(!valid16){
const err43 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs94 = errors;
const _errs95 = errors;
let valid17 = false;
const _errs96 = errors;
if(!(validate52(data17, {instancePath:instancePath+"/userGroupGuid",parentData:data,parentDataProperty:"userGroupGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid16 = _errs96 === errors;
valid17 = valid17 || _valid16;
const _errs97 = errors;
if(data17 !== null){
const err44 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid16 = _errs97 === errors;
valid17 = valid17 || _valid16;
if(!valid17){
const err45 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
let data18 = data.userGroupDescription;
const _errs99 = errors;
const _errs100 = errors;
let valid18 = false;
const _errs101 = errors;
if(typeof data18 !== "string"){
const err46 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid17 = _errs101 === errors;
valid18 = valid18 || _valid17;
const _errs103 = errors;
if(data18 !== null){
const err47 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid17 = _errs103 === errors;
valid18 = valid18 || _valid17;
if(!valid18){
const err48 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs105 = errors;
const _errs106 = errors;
let valid19 = false;
const _errs107 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err49 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid18 = _errs107 === errors;
valid19 = valid19 || _valid18;
const _errs109 = errors;
if(data19 !== null){
const err50 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid18 = _errs109 === errors;
valid19 = valid19 || _valid18;
if(!valid19){
const err51 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data20 = data.userId;
const _errs111 = errors;
const _errs112 = errors;
let valid20 = false;
const _errs113 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err52 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid19 = _errs113 === errors;
valid20 = valid20 || _valid19;
const _errs115 = errors;
if(data20 !== null){
const err53 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid19 = _errs115 === errors;
valid20 = valid20 || _valid19;
if(!valid20){
const err54 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate70.errors = vErrors;
return false;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs111 === errors;
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
const schema28 = {"type":"object","x-client-required":["deviceGuid"],"required":["deviceGuid"],"properties":{"deviceGuid":{"$ref":"Guid"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"serialNumber":{"anyOf":[{"type":"string","description":"unique hardware identifier"},{"type":"null"}]},"activationCode":{"anyOf":[{"type":"string","description":"secret, never shown to a guard"},{"type":"null"}]},"notes":{"anyOf":[{"type":"string"},{"type":"null"}]},"masterSerialNumber":{"anyOf":[{"type":["string","null"],"description":"for an expansion controller, its master's serial number"},{"type":"null"}]},"slave":{"anyOf":[{"type":"boolean","description":"true for an expansion controller"},{"type":"null"}]},"master":{"anyOf":[{"type":"boolean","description":"true for a master controller"},{"type":"null"}]},"autoReinstate":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"controllerLicense":{"anyOf":[{"type":"string"},{"type":"null"}]},"simLicense":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"customerGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"deviceId":{"anyOf":[{"type":"integer"},{"type":"null"}]}}};

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
if((data.deviceGuid === undefined) && (missing0 = "deviceGuid")){
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
let data1 = data.name;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
let data2 = data.serialNumber;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
let data3 = data.activationCode;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs18 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
const _errs24 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs26 = errors;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/0/type",keyword:"type",params:{type: schema28.properties.masterSerialNumber.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(data5 !== null){
const err13 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err14 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
let data6 = data.slave;
const _errs32 = errors;
const _errs33 = errors;
let valid6 = false;
const _errs34 = errors;
if(typeof data6 !== "boolean"){
const err15 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid6 = valid6 || _valid5;
const _errs36 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err17 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
let data7 = data.master;
const _errs38 = errors;
const _errs39 = errors;
let valid7 = false;
const _errs40 = errors;
if(typeof data7 !== "boolean"){
const err18 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid7 = valid7 || _valid6;
const _errs42 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid6 = _errs42 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err20 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
let data8 = data.autoReinstate;
const _errs44 = errors;
const _errs45 = errors;
let valid8 = false;
const _errs46 = errors;
if(typeof data8 !== "boolean"){
const err21 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid7 = _errs46 === errors;
valid8 = valid8 || _valid7;
const _errs48 = errors;
if(data8 !== null){
const err22 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid7 = _errs48 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err23 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
let data9 = data.controllerLicense;
const _errs50 = errors;
const _errs51 = errors;
let valid9 = false;
const _errs52 = errors;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid8 = _errs52 === errors;
valid9 = valid9 || _valid8;
const _errs54 = errors;
if(data9 !== null){
const err25 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid8 = _errs54 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err26 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs56 = errors;
const _errs57 = errors;
let valid10 = false;
const _errs58 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/0/type",keyword:"type",params:{type: schema28.properties.simLicense.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid9 = _errs58 === errors;
valid10 = valid10 || _valid9;
const _errs60 = errors;
if(data10 !== null){
const err28 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err29 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate77.errors = vErrors;
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
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs62 = errors;
const _errs63 = errors;
let valid11 = false;
const _errs64 = errors;
if(!(validate52(data11, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid10 = _errs64 === errors;
valid11 = valid11 || _valid10;
const _errs65 = errors;
if(data11 !== null){
const err30 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid10 = _errs65 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err31 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs67 = errors;
const _errs68 = errors;
let valid12 = false;
const _errs69 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err32 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid11 = _errs69 === errors;
valid12 = valid12 || _valid11;
const _errs71 = errors;
if(data12 !== null){
const err33 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid11 = _errs71 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err34 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
validate77.errors = vErrors;
return false;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs67 === errors;
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
if((data.deviceGuid === undefined) && (missing0 = "deviceGuid")){
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
let data1 = data.name;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
let data2 = data.serialNumber;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
let data3 = data.activationCode;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs18 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
const _errs24 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs26 = errors;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/0/type",keyword:"type",params:{type: schema28.properties.masterSerialNumber.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(data5 !== null){
const err13 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err14 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
let data6 = data.slave;
const _errs32 = errors;
const _errs33 = errors;
let valid6 = false;
const _errs34 = errors;
if(typeof data6 !== "boolean"){
const err15 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid6 = valid6 || _valid5;
const _errs36 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err17 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
let data7 = data.master;
const _errs38 = errors;
const _errs39 = errors;
let valid7 = false;
const _errs40 = errors;
if(typeof data7 !== "boolean"){
const err18 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid7 = valid7 || _valid6;
const _errs42 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid6 = _errs42 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err20 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
let data8 = data.autoReinstate;
const _errs44 = errors;
const _errs45 = errors;
let valid8 = false;
const _errs46 = errors;
if(typeof data8 !== "boolean"){
const err21 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid7 = _errs46 === errors;
valid8 = valid8 || _valid7;
const _errs48 = errors;
if(data8 !== null){
const err22 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid7 = _errs48 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err23 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
let data9 = data.controllerLicense;
const _errs50 = errors;
const _errs51 = errors;
let valid9 = false;
const _errs52 = errors;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid8 = _errs52 === errors;
valid9 = valid9 || _valid8;
const _errs54 = errors;
if(data9 !== null){
const err25 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid8 = _errs54 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err26 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs56 = errors;
const _errs57 = errors;
let valid10 = false;
const _errs58 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/0/type",keyword:"type",params:{type: schema28.properties.simLicense.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid9 = _errs58 === errors;
valid10 = valid10 || _valid9;
const _errs60 = errors;
if(data10 !== null){
const err28 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err29 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate82.errors = vErrors;
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
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs62 = errors;
const _errs63 = errors;
let valid11 = false;
const _errs64 = errors;
if(!(validate52(data11, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid10 = _errs64 === errors;
valid11 = valid11 || _valid10;
const _errs65 = errors;
if(data11 !== null){
const err30 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid10 = _errs65 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err31 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs67 = errors;
const _errs68 = errors;
let valid12 = false;
const _errs69 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err32 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid11 = _errs69 === errors;
valid12 = valid12 || _valid11;
const _errs71 = errors;
if(data12 !== null){
const err33 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid11 = _errs71 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err34 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs67 === errors;
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
const schema31 = {"type":"object","x-client-required":[],"required":[],"properties":{"readerType":{"anyOf":[{"type":"string"},{"type":"null"}]},"status":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceStatus":{"anyOf":[{"type":"string"},{"type":"null"}]},"ledConfigurationCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"customFormatGuid":{"anyOf":[{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},{"type":"null"}]}}};

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
if(data.readerType !== undefined){
let data0 = data.readerType;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/readerType",schemaPath:"#/properties/readerType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/readerType",schemaPath:"#/properties/readerType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/readerType",schemaPath:"#/properties/readerType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceStatus !== undefined){
let data2 = data.deviceStatus;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/deviceStatus",schemaPath:"#/properties/deviceStatus/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/deviceStatus",schemaPath:"#/properties/deviceStatus/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/deviceStatus",schemaPath:"#/properties/deviceStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ledConfigurationCode !== undefined){
let data3 = data.ledConfigurationCode;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/ledConfigurationCode",schemaPath:"#/properties/ledConfigurationCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data3 !== null){
const err10 = {instancePath:instancePath+"/ledConfigurationCode",schemaPath:"#/properties/ledConfigurationCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/ledConfigurationCode",schemaPath:"#/properties/ledConfigurationCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customFormatGuid !== undefined){
let data4 = data.customFormatGuid;
const _errs25 = errors;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
const _errs28 = errors;
let valid6 = false;
let passing0 = null;
const _errs29 = errors;
if(!(validate52(data4, {instancePath:instancePath+"/customFormatGuid",parentData:data,parentDataProperty:"customFormatGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid5 = _errs29 === errors;
if(_valid5){
valid6 = true;
passing0 = 0;
}
const _errs30 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid5 = _errs30 === errors;
if(_valid5 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid5){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err13 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data4 !== null){
const err14 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err15 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
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
const schema32 = {"type":"object","x-client-required":["cameraGuid"],"required":["cameraGuid"],"properties":{"cameraGuid":{"$ref":"Guid"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"ipAddress":{"anyOf":[{"type":"string"},{"type":"null"}]},"port":{"anyOf":[{"type":"integer"},{"type":"null"}]},"username":{"anyOf":[{"type":"string"},{"type":"null"}]},"password":{"anyOf":[{"type":"string","description":"secret, never shown to a guard"},{"type":"null"}]},"cameraType":{"anyOf":[{"type":"string"},{"type":"null"}]},"status":{"anyOf":[{"type":"string"},{"type":"null"}]}}};

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
if((data.cameraGuid === undefined) && (missing0 = "cameraGuid")){
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
let data1 = data.name;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
let data2 = data.ipAddress;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs18 = errors;
if(data3 !== null){
const err7 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err8 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
let data4 = data.username;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
const _errs24 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
let data5 = data.password;
const _errs26 = errors;
const _errs27 = errors;
let valid5 = false;
const _errs28 = errors;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
const _errs30 = errors;
if(data5 !== null){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
let data6 = data.cameraType;
const _errs32 = errors;
const _errs33 = errors;
let valid6 = false;
const _errs34 = errors;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid5 = _errs34 === errors;
valid6 = valid6 || _valid5;
const _errs36 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err17 = {instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs38 = errors;
const _errs39 = errors;
let valid7 = false;
const _errs40 = errors;
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid7 = valid7 || _valid6;
const _errs42 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid6 = _errs42 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate87.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
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
const schema33 = {"type":"object","x-client-required":["doorGuid"],"required":["doorGuid"],"properties":{"doorGuid":{"$ref":"Guid"},"controllerPortId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceDetailsResponse":{"anyOf":[{"$ref":"Device"},{"type":"null"}]},"isFireAlarmExempt":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"doorReaderDetailsResponse":{"anyOf":[{"$ref":"DoorReader"},{"type":"null"}]},"cameras":{"anyOf":[{"type":"array","items":{"$ref":"Camera"}},{"type":"null"}]}}};

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
if((data.doorGuid === undefined) && (missing0 = "doorGuid")){
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
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
let data3 = data.deviceDetailsResponse;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate77(data3, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
var props0 = {};
props0.deviceGuid = true;
props0.name = true;
props0.serialNumber = true;
props0.activationCode = true;
props0.notes = true;
props0.masterSerialNumber = true;
props0.slave = true;
props0.master = true;
props0.autoReinstate = true;
props0.controllerLicense = true;
props0.simLicense = true;
props0.customerGuid = true;
props0.deviceId = true;
}
const _errs17 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
let data4 = data.isFireAlarmExempt;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data4 !== null){
const err9 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err10 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
let data5 = data.doorReaderDetailsResponse;
const _errs25 = errors;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(!(validate85(data5, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
if(_valid4){
var props1 = {};
props1.readerType = true;
props1.status = true;
props1.deviceStatus = true;
props1.ledConfigurationCode = true;
props1.customFormatGuid = true;
}
const _errs28 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err12 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs30 = errors;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data6)){
var valid7 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs34 = errors;
if(!(validate87(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid7 = _errs34 === errors;
if(!valid7){
break;
}
}
}
else {
const err13 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid5 = _errs32 === errors;
valid6 = valid6 || _valid5;
const _errs35 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs35 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate89.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
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

const DoorList = validate94;
const schema34 = {"type":"object","x-client-required":["doorDetailsResponseList"],"required":["doorDetailsResponseList"],"properties":{"doorDetailsResponseList":{"type":"array","items":{"$ref":"Door"}}}};

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
if((data.doorDetailsResponseList === undefined) && (missing0 = "doorDetailsResponseList")){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate94.errors = [{instancePath:instancePath+"/doorDetailsResponseList",schemaPath:"#/properties/doorDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
validate94.evaluated = {"props":{"doorDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DoorList_doorDetailsResponseList_items = validate96;

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
if((data.doorGuid === undefined) && (missing0 = "doorGuid")){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err0 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
let data3 = data.deviceDetailsResponse;
const _errs14 = errors;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate77(data3, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
var props0 = {};
props0.deviceGuid = true;
props0.name = true;
props0.serialNumber = true;
props0.activationCode = true;
props0.notes = true;
props0.masterSerialNumber = true;
props0.slave = true;
props0.master = true;
props0.autoReinstate = true;
props0.controllerLicense = true;
props0.simLicense = true;
props0.customerGuid = true;
props0.deviceId = true;
}
const _errs17 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
let data4 = data.isFireAlarmExempt;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
const _errs23 = errors;
if(data4 !== null){
const err9 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err10 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorReaderDetailsResponse !== undefined){
let data5 = data.doorReaderDetailsResponse;
const _errs25 = errors;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(!(validate85(data5, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
if(_valid4){
var props1 = {};
props1.readerType = true;
props1.status = true;
props1.deviceStatus = true;
props1.ledConfigurationCode = true;
props1.customFormatGuid = true;
}
const _errs28 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs28 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err12 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs30 = errors;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data6)){
var valid7 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs34 = errors;
if(!(validate87(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid7 = _errs34 === errors;
if(!valid7){
break;
}
}
}
else {
const err13 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid5 = _errs32 === errors;
valid6 = valid6 || _valid5;
const _errs35 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs35 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate96.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
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
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Event = validate101;
const schema36 = {"type":"object","x-client-required":["eventId","eventType","eventDate","receivedDate"],"description":"For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site.","required":["eventId","eventType","eventDate","receivedDate"],"properties":{"eventId":{"type":"integer"},"displayName":{"anyOf":[{"type":"string"},{"type":"null"}]},"priorityDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"eventType":{"type":"integer","description":"1 access granted, 2 access denied, other values exist"},"eventDate":{"$ref":"DateTime"},"receivedDate":{"$ref":"DateTime"},"customerGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"customerName":{"anyOf":[{"type":"string"},{"type":"null"}]},"customerId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"siteGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"siteName":{"anyOf":[{"type":"string"},{"type":"null"}]},"siteCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"siteId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"siteDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"deviceGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"deviceSerialNumber":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceName":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"deviceDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"doorGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"doorName":{"anyOf":[{"type":"string"},{"type":"null"}]},"doorId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"doorDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"localDoorId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tokenGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"tokenData":{"anyOf":[{"type":"string"},{"type":"null"}]},"tokenDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"tokenLost":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"tokenId":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"tokenType":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"tokenIfType":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"userGuid":{"anyOf":[{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},{"type":"null"}]},"userFirstName":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"userLastName":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"userBarred":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"userDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"userId":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"timezoneDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"tz":{"anyOf":[{"type":"integer","description":"controller time zone"},{"type":"null"}]},"installerCode":{"anyOf":[{"type":"string"},{"type":"null"}]}}};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.eventId === undefined) && (missing0 = "eventId")) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.eventDate === undefined) && (missing0 = "eventDate"))) || ((data.receivedDate === undefined) && (missing0 = "receivedDate"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate101.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
let data1 = data.displayName;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priorityDescription !== undefined){
let data2 = data.priorityDescription;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
const _errs13 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate101.errors = vErrors;
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
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate101.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
const _errs17 = errors;
if(!(validate53(data.eventDate, {instancePath:instancePath+"/eventDate",parentData:data,parentDataProperty:"eventDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
const _errs18 = errors;
if(!(validate53(data.receivedDate, {instancePath:instancePath+"/receivedDate",parentData:data,parentDataProperty:"receivedDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(!(validate52(data6, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid2 = _errs21 === errors;
valid3 = valid3 || _valid2;
const _errs22 = errors;
if(data6 !== null){
const err6 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
let data7 = data.customerName;
const _errs24 = errors;
const _errs25 = errors;
let valid4 = false;
const _errs26 = errors;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid4 = valid4 || _valid3;
const _errs28 = errors;
if(data7 !== null){
const err9 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err10 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs30 = errors;
const _errs31 = errors;
let valid5 = false;
const _errs32 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err11 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
const _errs34 = errors;
if(data8 !== null){
const err12 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err13 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs36 = errors;
const _errs37 = errors;
let valid6 = false;
const _errs38 = errors;
if(!(validate52(data9, {instancePath:instancePath+"/siteGuid",parentData:data,parentDataProperty:"siteGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid5 = _errs38 === errors;
valid6 = valid6 || _valid5;
const _errs39 = errors;
if(data9 !== null){
const err14 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs39 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
let data10 = data.siteName;
const _errs41 = errors;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err16 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid6 = _errs43 === errors;
valid7 = valid7 || _valid6;
const _errs45 = errors;
if(data10 !== null){
const err17 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid6 = _errs45 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err18 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
let data11 = data.siteCode;
const _errs47 = errors;
const _errs48 = errors;
let valid8 = false;
const _errs49 = errors;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid7 = _errs49 === errors;
valid8 = valid8 || _valid7;
const _errs51 = errors;
if(data11 !== null){
const err20 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid7 = _errs51 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err21 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs53 = errors;
const _errs54 = errors;
let valid9 = false;
const _errs55 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err22 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid8 = _errs55 === errors;
valid9 = valid9 || _valid8;
const _errs57 = errors;
if(data12 !== null){
const err23 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid8 = _errs57 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err24 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
let data13 = data.siteDeleted;
const _errs59 = errors;
const _errs60 = errors;
let valid10 = false;
const _errs61 = errors;
if(typeof data13 !== "boolean"){
const err25 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid9 = _errs61 === errors;
valid10 = valid10 || _valid9;
const _errs63 = errors;
if(data13 !== null){
const err26 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid9 = _errs63 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err27 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
if(!(validate52(data14, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid10 = _errs67 === errors;
valid11 = valid11 || _valid10;
const _errs68 = errors;
if(data14 !== null){
const err28 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid10 = _errs68 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err29 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
let data15 = data.deviceSerialNumber;
const _errs70 = errors;
const _errs71 = errors;
let valid12 = false;
const _errs72 = errors;
if(typeof data15 !== "string"){
const err30 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid11 = _errs72 === errors;
valid12 = valid12 || _valid11;
const _errs74 = errors;
if(data15 !== null){
const err31 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid11 = _errs74 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err32 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate101.errors = vErrors;
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
if(data.deviceName !== undefined){
let data16 = data.deviceName;
const _errs76 = errors;
const _errs77 = errors;
let valid13 = false;
const _errs78 = errors;
if(typeof data16 !== "string"){
const err33 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid12 = _errs78 === errors;
valid13 = valid13 || _valid12;
const _errs80 = errors;
if(data16 !== null){
const err34 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid12 = _errs80 === errors;
valid13 = valid13 || _valid12;
if(!valid13){
const err35 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs82 = errors;
const _errs83 = errors;
let valid14 = false;
const _errs84 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err36 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid13 = _errs84 === errors;
valid14 = valid14 || _valid13;
const _errs86 = errors;
if(data17 !== null){
const err37 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid13 = _errs86 === errors;
valid14 = valid14 || _valid13;
if(!valid14){
const err38 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs83;
if(vErrors !== null){
if(_errs83){
vErrors.length = _errs83;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs82 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
let data18 = data.deviceDeleted;
const _errs88 = errors;
const _errs89 = errors;
let valid15 = false;
const _errs90 = errors;
if(typeof data18 !== "boolean"){
const err39 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid14 = _errs90 === errors;
valid15 = valid15 || _valid14;
const _errs92 = errors;
if(data18 !== null){
const err40 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid14 = _errs92 === errors;
valid15 = valid15 || _valid14;
if(!valid15){
const err41 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs94 = errors;
const _errs95 = errors;
let valid16 = false;
const _errs96 = errors;
if(!(validate52(data19, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid15 = _errs96 === errors;
valid16 = valid16 || _valid15;
const _errs97 = errors;
if(data19 !== null){
const err42 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid15 = _errs97 === errors;
valid16 = valid16 || _valid15;
if(!valid16){
const err43 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
let data20 = data.doorName;
const _errs99 = errors;
const _errs100 = errors;
let valid17 = false;
const _errs101 = errors;
if(typeof data20 !== "string"){
const err44 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid16 = _errs101 === errors;
valid17 = valid17 || _valid16;
const _errs103 = errors;
if(data20 !== null){
const err45 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid16 = _errs103 === errors;
valid17 = valid17 || _valid16;
if(!valid17){
const err46 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs105 = errors;
const _errs106 = errors;
let valid18 = false;
const _errs107 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err47 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid17 = _errs107 === errors;
valid18 = valid18 || _valid17;
const _errs109 = errors;
if(data21 !== null){
const err48 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid17 = _errs109 === errors;
valid18 = valid18 || _valid17;
if(!valid18){
const err49 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
let data22 = data.doorDeleted;
const _errs111 = errors;
const _errs112 = errors;
let valid19 = false;
const _errs113 = errors;
if(typeof data22 !== "boolean"){
const err50 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid18 = _errs113 === errors;
valid19 = valid19 || _valid18;
const _errs115 = errors;
if(data22 !== null){
const err51 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid18 = _errs115 === errors;
valid19 = valid19 || _valid18;
if(!valid19){
const err52 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs117 = errors;
const _errs118 = errors;
let valid20 = false;
const _errs119 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err53 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid19 = _errs119 === errors;
valid20 = valid20 || _valid19;
const _errs121 = errors;
if(data23 !== null){
const err54 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid19 = _errs121 === errors;
valid20 = valid20 || _valid19;
if(!valid20){
const err55 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs123 = errors;
const _errs124 = errors;
let valid21 = false;
const _errs125 = errors;
if(!(validate52(data24, {instancePath:instancePath+"/tokenGuid",parentData:data,parentDataProperty:"tokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid20 = _errs125 === errors;
valid21 = valid21 || _valid20;
const _errs126 = errors;
if(data24 !== null){
const err56 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid20 = _errs126 === errors;
valid21 = valid21 || _valid20;
if(!valid21){
const err57 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
let data25 = data.tokenData;
const _errs128 = errors;
const _errs129 = errors;
let valid22 = false;
const _errs130 = errors;
if(typeof data25 !== "string"){
const err58 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid21 = _errs130 === errors;
valid22 = valid22 || _valid21;
const _errs132 = errors;
if(data25 !== null){
const err59 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid21 = _errs132 === errors;
valid22 = valid22 || _valid21;
if(!valid22){
const err60 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs129;
if(vErrors !== null){
if(_errs129){
vErrors.length = _errs129;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs128 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
let data26 = data.tokenDescription;
const _errs134 = errors;
const _errs135 = errors;
let valid23 = false;
const _errs136 = errors;
if(typeof data26 !== "string"){
const err61 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid22 = _errs136 === errors;
valid23 = valid23 || _valid22;
const _errs138 = errors;
if(data26 !== null){
const err62 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid22 = _errs138 === errors;
valid23 = valid23 || _valid22;
if(!valid23){
const err63 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs134 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
let data27 = data.tokenLost;
const _errs140 = errors;
const _errs141 = errors;
let valid24 = false;
const _errs142 = errors;
if(typeof data27 !== "boolean"){
const err64 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid23 = _errs142 === errors;
valid24 = valid24 || _valid23;
const _errs144 = errors;
if(data27 !== null){
const err65 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid23 = _errs144 === errors;
valid24 = valid24 || _valid23;
if(!valid24){
const err66 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs140 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs146 = errors;
const _errs147 = errors;
let valid25 = false;
const _errs148 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
const err67 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid24 = _errs148 === errors;
valid25 = valid25 || _valid24;
const _errs150 = errors;
if(data28 !== null){
const err68 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid24 = _errs150 === errors;
valid25 = valid25 || _valid24;
if(!valid25){
const err69 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs146 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs152 = errors;
const _errs153 = errors;
let valid26 = false;
const _errs154 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err70 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid25 = _errs154 === errors;
valid26 = valid26 || _valid25;
const _errs156 = errors;
if(data29 !== null){
const err71 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid25 = _errs156 === errors;
valid26 = valid26 || _valid25;
if(!valid26){
const err72 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs152 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs158 = errors;
const _errs159 = errors;
let valid27 = false;
const _errs160 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err73 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenIfType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid26 = _errs160 === errors;
valid27 = valid27 || _valid26;
const _errs162 = errors;
if(data30 !== null){
const err74 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid26 = _errs162 === errors;
valid27 = valid27 || _valid26;
if(!valid27){
const err75 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs159;
if(vErrors !== null){
if(_errs159){
vErrors.length = _errs159;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs158 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs164 = errors;
const _errs165 = errors;
let valid28 = false;
const _errs166 = errors;
const _errs167 = errors;
let valid29 = false;
let passing0 = null;
const _errs168 = errors;
if(!(validate52(data31, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid28 = _errs168 === errors;
if(_valid28){
valid29 = true;
passing0 = 0;
}
const _errs169 = errors;
if(data31 !== null){
const err76 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid28 = _errs169 === errors;
if(_valid28 && valid29){
valid29 = false;
passing0 = [passing0, 1];
}
else {
if(_valid28){
valid29 = true;
passing0 = 1;
}
}
if(!valid29){
const err77 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
var _valid27 = _errs166 === errors;
valid28 = valid28 || _valid27;
const _errs171 = errors;
if(data31 !== null){
const err78 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid27 = _errs171 === errors;
valid28 = valid28 || _valid27;
if(!valid28){
const err79 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs165;
if(vErrors !== null){
if(_errs165){
vErrors.length = _errs165;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs164 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs173 = errors;
const _errs174 = errors;
let valid30 = false;
const _errs175 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
const err80 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userFirstName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid29 = _errs175 === errors;
valid30 = valid30 || _valid29;
const _errs177 = errors;
if(data32 !== null){
const err81 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid29 = _errs177 === errors;
valid30 = valid30 || _valid29;
if(!valid30){
const err82 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs173 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs179 = errors;
const _errs180 = errors;
let valid31 = false;
const _errs181 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
const err83 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userLastName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid30 = _errs181 === errors;
valid31 = valid31 || _valid30;
const _errs183 = errors;
if(data33 !== null){
const err84 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid30 = _errs183 === errors;
valid31 = valid31 || _valid30;
if(!valid31){
const err85 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs180;
if(vErrors !== null){
if(_errs180){
vErrors.length = _errs180;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs179 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
let data34 = data.userBarred;
const _errs185 = errors;
const _errs186 = errors;
let valid32 = false;
const _errs187 = errors;
if(typeof data34 !== "boolean"){
const err86 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid31 = _errs187 === errors;
valid32 = valid32 || _valid31;
const _errs189 = errors;
if(data34 !== null){
const err87 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid31 = _errs189 === errors;
valid32 = valid32 || _valid31;
if(!valid32){
const err88 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs186;
if(vErrors !== null){
if(_errs186){
vErrors.length = _errs186;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs185 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
let data35 = data.userDeleted;
const _errs191 = errors;
const _errs192 = errors;
let valid33 = false;
const _errs193 = errors;
if(typeof data35 !== "boolean"){
const err89 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid32 = _errs193 === errors;
valid33 = valid33 || _valid32;
const _errs195 = errors;
if(data35 !== null){
const err90 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid32 = _errs195 === errors;
valid33 = valid33 || _valid32;
if(!valid33){
const err91 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs191 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs197 = errors;
const _errs198 = errors;
let valid34 = false;
const _errs199 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err92 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid33 = _errs199 === errors;
valid34 = valid34 || _valid33;
const _errs201 = errors;
if(data36 !== null){
const err93 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid33 = _errs201 === errors;
valid34 = valid34 || _valid33;
if(!valid34){
const err94 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs198;
if(vErrors !== null){
if(_errs198){
vErrors.length = _errs198;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs197 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
let data37 = data.timezoneDescription;
const _errs203 = errors;
const _errs204 = errors;
let valid35 = false;
const _errs205 = errors;
if(typeof data37 !== "string"){
const err95 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid34 = _errs205 === errors;
valid35 = valid35 || _valid34;
const _errs207 = errors;
if(data37 !== null){
const err96 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid34 = _errs207 === errors;
valid35 = valid35 || _valid34;
if(!valid35){
const err97 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs204;
if(vErrors !== null){
if(_errs204){
vErrors.length = _errs204;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs203 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs209 = errors;
const _errs210 = errors;
let valid36 = false;
const _errs211 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err98 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid35 = _errs211 === errors;
valid36 = valid36 || _valid35;
const _errs213 = errors;
if(data38 !== null){
const err99 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid35 = _errs213 === errors;
valid36 = valid36 || _valid35;
if(!valid36){
const err100 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs209 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
let data39 = data.installerCode;
const _errs215 = errors;
const _errs216 = errors;
let valid37 = false;
const _errs217 = errors;
if(typeof data39 !== "string"){
const err101 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid36 = _errs217 === errors;
valid37 = valid37 || _valid36;
const _errs219 = errors;
if(data39 !== null){
const err102 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid36 = _errs219 === errors;
valid37 = valid37 || _valid36;
if(!valid37){
const err103 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs216;
if(vErrors !== null){
if(_errs216){
vErrors.length = _errs216;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs215 === errors;
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
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const EventList = validate110;
const schema37 = {"type":"object","x-client-required":["eventDetailsResponseList"],"required":["eventDetailsResponseList"],"properties":{"eventDetailsResponseList":{"type":"array","items":{"$ref":"Event"}}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
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
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate101(data0[i0], {instancePath:instancePath+"/eventDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/eventDetailsResponseList",schemaPath:"#/properties/eventDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":{"eventDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const EventList_eventDetailsResponseList_items = validate112;

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
if(((((data.eventId === undefined) && (missing0 = "eventId")) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.eventDate === undefined) && (missing0 = "eventDate"))) || ((data.receivedDate === undefined) && (missing0 = "receivedDate"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate112.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
let data1 = data.displayName;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data1 !== null){
const err1 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priorityDescription !== undefined){
let data2 = data.priorityDescription;
const _errs9 = errors;
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
const _errs13 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/priorityDescription",schemaPath:"#/properties/priorityDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate112.errors = vErrors;
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
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate112.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
const _errs17 = errors;
if(!(validate53(data.eventDate, {instancePath:instancePath+"/eventDate",parentData:data,parentDataProperty:"eventDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
const _errs18 = errors;
if(!(validate53(data.receivedDate, {instancePath:instancePath+"/receivedDate",parentData:data,parentDataProperty:"receivedDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(!(validate52(data6, {instancePath:instancePath+"/customerGuid",parentData:data,parentDataProperty:"customerGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid2 = _errs21 === errors;
valid3 = valid3 || _valid2;
const _errs22 = errors;
if(data6 !== null){
const err6 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
let data7 = data.customerName;
const _errs24 = errors;
const _errs25 = errors;
let valid4 = false;
const _errs26 = errors;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid4 = valid4 || _valid3;
const _errs28 = errors;
if(data7 !== null){
const err9 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err10 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs30 = errors;
const _errs31 = errors;
let valid5 = false;
const _errs32 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err11 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
const _errs34 = errors;
if(data8 !== null){
const err12 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err13 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs36 = errors;
const _errs37 = errors;
let valid6 = false;
const _errs38 = errors;
if(!(validate52(data9, {instancePath:instancePath+"/siteGuid",parentData:data,parentDataProperty:"siteGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid5 = _errs38 === errors;
valid6 = valid6 || _valid5;
const _errs39 = errors;
if(data9 !== null){
const err14 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs39 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err15 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
let data10 = data.siteName;
const _errs41 = errors;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(typeof data10 !== "string"){
const err16 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid6 = _errs43 === errors;
valid7 = valid7 || _valid6;
const _errs45 = errors;
if(data10 !== null){
const err17 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid6 = _errs45 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const err18 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
let data11 = data.siteCode;
const _errs47 = errors;
const _errs48 = errors;
let valid8 = false;
const _errs49 = errors;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid7 = _errs49 === errors;
valid8 = valid8 || _valid7;
const _errs51 = errors;
if(data11 !== null){
const err20 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid7 = _errs51 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const err21 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs53 = errors;
const _errs54 = errors;
let valid9 = false;
const _errs55 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err22 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid8 = _errs55 === errors;
valid9 = valid9 || _valid8;
const _errs57 = errors;
if(data12 !== null){
const err23 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid8 = _errs57 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const err24 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
let data13 = data.siteDeleted;
const _errs59 = errors;
const _errs60 = errors;
let valid10 = false;
const _errs61 = errors;
if(typeof data13 !== "boolean"){
const err25 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid9 = _errs61 === errors;
valid10 = valid10 || _valid9;
const _errs63 = errors;
if(data13 !== null){
const err26 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid9 = _errs63 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const err27 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
if(!(validate52(data14, {instancePath:instancePath+"/deviceGuid",parentData:data,parentDataProperty:"deviceGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid10 = _errs67 === errors;
valid11 = valid11 || _valid10;
const _errs68 = errors;
if(data14 !== null){
const err28 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid10 = _errs68 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const err29 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
let data15 = data.deviceSerialNumber;
const _errs70 = errors;
const _errs71 = errors;
let valid12 = false;
const _errs72 = errors;
if(typeof data15 !== "string"){
const err30 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid11 = _errs72 === errors;
valid12 = valid12 || _valid11;
const _errs74 = errors;
if(data15 !== null){
const err31 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid11 = _errs74 === errors;
valid12 = valid12 || _valid11;
if(!valid12){
const err32 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate112.errors = vErrors;
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
if(data.deviceName !== undefined){
let data16 = data.deviceName;
const _errs76 = errors;
const _errs77 = errors;
let valid13 = false;
const _errs78 = errors;
if(typeof data16 !== "string"){
const err33 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid12 = _errs78 === errors;
valid13 = valid13 || _valid12;
const _errs80 = errors;
if(data16 !== null){
const err34 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid12 = _errs80 === errors;
valid13 = valid13 || _valid12;
if(!valid13){
const err35 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs82 = errors;
const _errs83 = errors;
let valid14 = false;
const _errs84 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err36 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid13 = _errs84 === errors;
valid14 = valid14 || _valid13;
const _errs86 = errors;
if(data17 !== null){
const err37 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid13 = _errs86 === errors;
valid14 = valid14 || _valid13;
if(!valid14){
const err38 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs83;
if(vErrors !== null){
if(_errs83){
vErrors.length = _errs83;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs82 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
let data18 = data.deviceDeleted;
const _errs88 = errors;
const _errs89 = errors;
let valid15 = false;
const _errs90 = errors;
if(typeof data18 !== "boolean"){
const err39 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid14 = _errs90 === errors;
valid15 = valid15 || _valid14;
const _errs92 = errors;
if(data18 !== null){
const err40 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid14 = _errs92 === errors;
valid15 = valid15 || _valid14;
if(!valid15){
const err41 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs94 = errors;
const _errs95 = errors;
let valid16 = false;
const _errs96 = errors;
if(!(validate52(data19, {instancePath:instancePath+"/doorGuid",parentData:data,parentDataProperty:"doorGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid15 = _errs96 === errors;
valid16 = valid16 || _valid15;
const _errs97 = errors;
if(data19 !== null){
const err42 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid15 = _errs97 === errors;
valid16 = valid16 || _valid15;
if(!valid16){
const err43 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
let data20 = data.doorName;
const _errs99 = errors;
const _errs100 = errors;
let valid17 = false;
const _errs101 = errors;
if(typeof data20 !== "string"){
const err44 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid16 = _errs101 === errors;
valid17 = valid17 || _valid16;
const _errs103 = errors;
if(data20 !== null){
const err45 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid16 = _errs103 === errors;
valid17 = valid17 || _valid16;
if(!valid17){
const err46 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs105 = errors;
const _errs106 = errors;
let valid18 = false;
const _errs107 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err47 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid17 = _errs107 === errors;
valid18 = valid18 || _valid17;
const _errs109 = errors;
if(data21 !== null){
const err48 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid17 = _errs109 === errors;
valid18 = valid18 || _valid17;
if(!valid18){
const err49 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorDeleted !== undefined){
let data22 = data.doorDeleted;
const _errs111 = errors;
const _errs112 = errors;
let valid19 = false;
const _errs113 = errors;
if(typeof data22 !== "boolean"){
const err50 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid18 = _errs113 === errors;
valid19 = valid19 || _valid18;
const _errs115 = errors;
if(data22 !== null){
const err51 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid18 = _errs115 === errors;
valid19 = valid19 || _valid18;
if(!valid19){
const err52 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs117 = errors;
const _errs118 = errors;
let valid20 = false;
const _errs119 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err53 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid19 = _errs119 === errors;
valid20 = valid20 || _valid19;
const _errs121 = errors;
if(data23 !== null){
const err54 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid19 = _errs121 === errors;
valid20 = valid20 || _valid19;
if(!valid20){
const err55 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs123 = errors;
const _errs124 = errors;
let valid21 = false;
const _errs125 = errors;
if(!(validate52(data24, {instancePath:instancePath+"/tokenGuid",parentData:data,parentDataProperty:"tokenGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid20 = _errs125 === errors;
valid21 = valid21 || _valid20;
const _errs126 = errors;
if(data24 !== null){
const err56 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid20 = _errs126 === errors;
valid21 = valid21 || _valid20;
if(!valid21){
const err57 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
let data25 = data.tokenData;
const _errs128 = errors;
const _errs129 = errors;
let valid22 = false;
const _errs130 = errors;
if(typeof data25 !== "string"){
const err58 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid21 = _errs130 === errors;
valid22 = valid22 || _valid21;
const _errs132 = errors;
if(data25 !== null){
const err59 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid21 = _errs132 === errors;
valid22 = valid22 || _valid21;
if(!valid22){
const err60 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs129;
if(vErrors !== null){
if(_errs129){
vErrors.length = _errs129;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs128 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
let data26 = data.tokenDescription;
const _errs134 = errors;
const _errs135 = errors;
let valid23 = false;
const _errs136 = errors;
if(typeof data26 !== "string"){
const err61 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid22 = _errs136 === errors;
valid23 = valid23 || _valid22;
const _errs138 = errors;
if(data26 !== null){
const err62 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid22 = _errs138 === errors;
valid23 = valid23 || _valid22;
if(!valid23){
const err63 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs134 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
let data27 = data.tokenLost;
const _errs140 = errors;
const _errs141 = errors;
let valid24 = false;
const _errs142 = errors;
if(typeof data27 !== "boolean"){
const err64 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid23 = _errs142 === errors;
valid24 = valid24 || _valid23;
const _errs144 = errors;
if(data27 !== null){
const err65 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid23 = _errs144 === errors;
valid24 = valid24 || _valid23;
if(!valid24){
const err66 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs140 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs146 = errors;
const _errs147 = errors;
let valid25 = false;
const _errs148 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
const err67 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid24 = _errs148 === errors;
valid25 = valid25 || _valid24;
const _errs150 = errors;
if(data28 !== null){
const err68 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid24 = _errs150 === errors;
valid25 = valid25 || _valid24;
if(!valid25){
const err69 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs146 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs152 = errors;
const _errs153 = errors;
let valid26 = false;
const _errs154 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err70 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid25 = _errs154 === errors;
valid26 = valid26 || _valid25;
const _errs156 = errors;
if(data29 !== null){
const err71 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid25 = _errs156 === errors;
valid26 = valid26 || _valid25;
if(!valid26){
const err72 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs152 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs158 = errors;
const _errs159 = errors;
let valid27 = false;
const _errs160 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err73 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/0/type",keyword:"type",params:{type: schema36.properties.tokenIfType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid26 = _errs160 === errors;
valid27 = valid27 || _valid26;
const _errs162 = errors;
if(data30 !== null){
const err74 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid26 = _errs162 === errors;
valid27 = valid27 || _valid26;
if(!valid27){
const err75 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs159;
if(vErrors !== null){
if(_errs159){
vErrors.length = _errs159;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs158 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs164 = errors;
const _errs165 = errors;
let valid28 = false;
const _errs166 = errors;
const _errs167 = errors;
let valid29 = false;
let passing0 = null;
const _errs168 = errors;
if(!(validate52(data31, {instancePath:instancePath+"/userGuid",parentData:data,parentDataProperty:"userGuid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid28 = _errs168 === errors;
if(_valid28){
valid29 = true;
passing0 = 0;
}
const _errs169 = errors;
if(data31 !== null){
const err76 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid28 = _errs169 === errors;
if(_valid28 && valid29){
valid29 = false;
passing0 = [passing0, 1];
}
else {
if(_valid28){
valid29 = true;
passing0 = 1;
}
}
if(!valid29){
const err77 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
var _valid27 = _errs166 === errors;
valid28 = valid28 || _valid27;
const _errs171 = errors;
if(data31 !== null){
const err78 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid27 = _errs171 === errors;
valid28 = valid28 || _valid27;
if(!valid28){
const err79 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs165;
if(vErrors !== null){
if(_errs165){
vErrors.length = _errs165;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs164 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs173 = errors;
const _errs174 = errors;
let valid30 = false;
const _errs175 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
const err80 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userFirstName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid29 = _errs175 === errors;
valid30 = valid30 || _valid29;
const _errs177 = errors;
if(data32 !== null){
const err81 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid29 = _errs177 === errors;
valid30 = valid30 || _valid29;
if(!valid30){
const err82 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs173 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs179 = errors;
const _errs180 = errors;
let valid31 = false;
const _errs181 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
const err83 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userLastName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid30 = _errs181 === errors;
valid31 = valid31 || _valid30;
const _errs183 = errors;
if(data33 !== null){
const err84 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid30 = _errs183 === errors;
valid31 = valid31 || _valid30;
if(!valid31){
const err85 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs180;
if(vErrors !== null){
if(_errs180){
vErrors.length = _errs180;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs179 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
let data34 = data.userBarred;
const _errs185 = errors;
const _errs186 = errors;
let valid32 = false;
const _errs187 = errors;
if(typeof data34 !== "boolean"){
const err86 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid31 = _errs187 === errors;
valid32 = valid32 || _valid31;
const _errs189 = errors;
if(data34 !== null){
const err87 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid31 = _errs189 === errors;
valid32 = valid32 || _valid31;
if(!valid32){
const err88 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs186;
if(vErrors !== null){
if(_errs186){
vErrors.length = _errs186;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs185 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
let data35 = data.userDeleted;
const _errs191 = errors;
const _errs192 = errors;
let valid33 = false;
const _errs193 = errors;
if(typeof data35 !== "boolean"){
const err89 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid32 = _errs193 === errors;
valid33 = valid33 || _valid32;
const _errs195 = errors;
if(data35 !== null){
const err90 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid32 = _errs195 === errors;
valid33 = valid33 || _valid32;
if(!valid33){
const err91 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs191 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs197 = errors;
const _errs198 = errors;
let valid34 = false;
const _errs199 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err92 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: schema36.properties.userId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid33 = _errs199 === errors;
valid34 = valid34 || _valid33;
const _errs201 = errors;
if(data36 !== null){
const err93 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid33 = _errs201 === errors;
valid34 = valid34 || _valid33;
if(!valid34){
const err94 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs198;
if(vErrors !== null){
if(_errs198){
vErrors.length = _errs198;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs197 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
let data37 = data.timezoneDescription;
const _errs203 = errors;
const _errs204 = errors;
let valid35 = false;
const _errs205 = errors;
if(typeof data37 !== "string"){
const err95 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid34 = _errs205 === errors;
valid35 = valid35 || _valid34;
const _errs207 = errors;
if(data37 !== null){
const err96 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid34 = _errs207 === errors;
valid35 = valid35 || _valid34;
if(!valid35){
const err97 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs204;
if(vErrors !== null){
if(_errs204){
vErrors.length = _errs204;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs203 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs209 = errors;
const _errs210 = errors;
let valid36 = false;
const _errs211 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err98 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid35 = _errs211 === errors;
valid36 = valid36 || _valid35;
const _errs213 = errors;
if(data38 !== null){
const err99 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid35 = _errs213 === errors;
valid36 = valid36 || _valid35;
if(!valid36){
const err100 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs209 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
let data39 = data.installerCode;
const _errs215 = errors;
const _errs216 = errors;
let valid37 = false;
const _errs217 = errors;
if(typeof data39 !== "string"){
const err101 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid36 = _errs217 === errors;
valid37 = valid37 || _valid36;
const _errs219 = errors;
if(data39 !== null){
const err102 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid36 = _errs219 === errors;
valid37 = valid37 || _valid36;
if(!valid37){
const err103 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate112.errors = vErrors;
return false;
}
else {
errors = _errs216;
if(vErrors !== null){
if(_errs216){
vErrors.length = _errs216;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs215 === errors;
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
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationForm = validate121;
const schema39 = {"type":"object","required":[],"properties":{"applicationName":{"anyOf":[{"type":"string","minLength":1,"maxLength":250},{"type":"null"}]},"applicationEmail":{"anyOf":[{"type":"string","pattern":"^[^\\s@]+@[^\\s@]+$","description":"local-part@domain"},{"type":"null"}]}}};
const func1 = ucs2length;
const pattern3 = new RegExp("^[^\\s@]+@[^\\s@]+$", "u");

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicationName !== undefined){
let data0 = data.applicationName;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func1(data0) > 250){
const err0 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 250},message:"must NOT have more than 250 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
else {
const err2 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate121.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
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
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err5 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate121.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":{"applicationName":true,"applicationEmail":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationResult = validate122;
const schema40 = {"type":"object","x-client-required":["applicationToken"],"required":["applicationToken"],"properties":{"applicationName":{"anyOf":[{"type":"string"},{"type":"null"}]},"applicationEmail":{"anyOf":[{"type":"string"},{"type":"null"}]},"applicationToken":{"type":"string"},"expirationDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"numberOfConnections":{"anyOf":[{"type":"integer","minimum":1,"description":"simultaneous connections allowed"},{"type":"null"}]}}};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.applicationToken === undefined) && (missing0 = "applicationToken")){
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.applicationName !== undefined){
let data0 = data.applicationName;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/applicationName",schemaPath:"#/properties/applicationName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
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
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/applicationEmail",schemaPath:"#/properties/applicationEmail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicationToken !== undefined){
const _errs13 = errors;
if(typeof data.applicationToken !== "string"){
validate122.errors = [{instancePath:instancePath+"/applicationToken",schemaPath:"#/properties/applicationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expirationDate !== undefined){
let data3 = data.expirationDate;
const _errs15 = errors;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if(!(validate53(data3, {instancePath:instancePath+"/expirationDate",parentData:data,parentDataProperty:"expirationDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
const _errs18 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err7 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.numberOfConnections !== undefined){
let data4 = data.numberOfConnections;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(errors === _errs22){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid3 = _errs22 === errors;
valid4 = valid4 || _valid3;
const _errs24 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err11 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate122.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs20 === errors;
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
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"applicationName":true,"applicationEmail":true,"applicationToken":true,"expirationDate":true,"numberOfConnections":true},"dynamicProps":false,"dynamicItems":false};

const LoginRequest = validate124;
const schema41 = {"type":"object","required":[],"properties":{"userName":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}]},"password":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}]},"type":{"anyOf":[{"const":"passwordCredentials"},{"type":"null"}]}}};

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
if(data.userName !== undefined){
let data0 = data.userName;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err0 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err1 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate124.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
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
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
const _errs11 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate124.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if("passwordCredentials" !== data2){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/0/const",keyword:"const",params:{allowedValue: "passwordCredentials"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
const _errs16 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate124.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
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
validate124.evaluated = {"props":{"userName":true,"password":true,"type":true},"dynamicProps":false,"dynamicItems":false};

const LoginResponse = validate125;
const schema42 = {"type":"object","x-client-required":["sessionToken"],"required":["sessionToken"],"properties":{"sessionToken":{"type":"string"},"expirationDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"loginMessage":{"anyOf":[{"type":["string","null"]},{"type":"null"}]}}};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sessionToken === undefined) && (missing0 = "sessionToken")){
validate125.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sessionToken !== undefined){
const _errs1 = errors;
if(typeof data.sessionToken !== "string"){
validate125.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/properties/sessionToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
let valid1 = false;
const _errs5 = errors;
if(!(validate53(data1, {instancePath:instancePath+"/expirationDate",parentData:data,parentDataProperty:"expirationDate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err1 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate125.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
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
const _errs8 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf/0/type",keyword:"type",params:{type: schema42.properties.loginMessage.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data2 !== null){
const err3 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err4 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate125.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
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
else {
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"sessionToken":true,"expirationDate":true,"loginMessage":true},"dynamicProps":false,"dynamicItems":false};


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
