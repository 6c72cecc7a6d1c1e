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
const schema33 = {"type":"object","required":[],"properties":{"applicationMessage":{"anyOf":[{"type":"string","description":"technical detail for developers"},{"type":"null"}]},"consumerMessage":{"anyOf":[{"type":"string","description":"user-facing text"},{"type":"null"}]}}};

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
validate22.errors = vErrors;
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
validate22.errors = vErrors;
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"applicationMessage":true,"consumerMessage":true},"dynamicProps":false,"dynamicItems":false};

const Customer = validate23;
const schema34 = {"type":"object","x-client-required":["customerName"],"required":["customerName"],"properties":{"customerCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"customerName":{"type":"string"},"notes":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"geographicTimezoneId":{"anyOf":[{"type":"string","description":"IANA time zone name"},{"type":"null"}]},"customerId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"customerGuid":{"anyOf":[{"$ref":"Guid","description":"not in the specification's Customer; read when a service sends it"},{"type":"null"}]}}};

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
if((data.customerName === undefined) && (missing0 = "customerName")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate23.errors = vErrors;
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
validate23.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const err3 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: schema34.properties.notes.anyOf[0].type},message:"must be string,null"};
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
validate23.errors = vErrors;
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
validate23.errors = vErrors;
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
validate23.errors = vErrors;
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
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err12 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid4 = _errs29 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err14 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err15 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate23.errors = vErrors;
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
if((data.customerName === undefined) && (missing0 = "customerName")){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate26.errors = vErrors;
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
validate26.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const err3 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf/0/type",keyword:"type",params:{type: schema34.properties.notes.anyOf[0].type},message:"must be string,null"};
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
validate26.errors = vErrors;
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
validate26.errors = vErrors;
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
validate26.errors = vErrors;
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
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err12 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid4 = _errs29 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err14 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err15 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate26.errors = vErrors;
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"customerCode":true,"customerName":true,"notes":true,"geographicTimezoneId":true,"customerId":true,"customerGuid":true},"dynamicProps":false,"dynamicItems":false};

const User = validate27;
const schema39 = {"type":"object","x-client-required":["userGuid"],"required":["userGuid"],"properties":{"userGuid":{"$ref":"Guid"},"firstName":{"anyOf":[{"type":"string"},{"type":"null"}]},"lastName":{"anyOf":[{"type":"string"},{"type":"null"}]},"dateValidFrom":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"expiryDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"pin":{"anyOf":[{"type":"integer"},{"type":"null"}]},"verificationPin":{"anyOf":[{"type":"integer"},{"type":"null"}]},"pinTokenGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"isBarred":{"anyOf":[{"type":"boolean","description":"true means restricted access"},{"type":"null"}]},"smallCustomField1":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"smallCustomField2":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"largeCustomField1":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"largeCustomField2":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"extraLargeCustomField":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"isExemptFromLockDown":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"accessLevelGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"accessLevelDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"userGroupGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"userGroupDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"accessLevelId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"userId":{"anyOf":[{"type":"integer"},{"type":"null"}]}}};

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
if((data.userGuid === undefined) && (missing0 = "userGuid")){
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
let data1 = data.firstName;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err6 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
const _errs21 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs23 = errors;
const _errs24 = errors;
let valid6 = false;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err10 = {instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid3 = _errs25 === errors;
valid6 = valid6 || _valid3;
const _errs28 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err13 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs30 = errors;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid8 = valid8 || _valid4;
const _errs34 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err16 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
validate27.errors = vErrors;
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
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs36 = errors;
const _errs37 = errors;
let valid9 = false;
const _errs38 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs38 === errors;
valid9 = valid9 || _valid5;
const _errs40 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid5 = _errs40 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err19 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate27.errors = vErrors;
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
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs42 = errors;
const _errs43 = errors;
let valid10 = false;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err20 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var _valid6 = _errs44 === errors;
valid10 = valid10 || _valid6;
const _errs47 = errors;
if(data7 !== null){
const err22 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid6 = _errs47 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const err23 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
let data8 = data.isBarred;
const _errs49 = errors;
const _errs50 = errors;
let valid12 = false;
const _errs51 = errors;
if(typeof data8 !== "boolean"){
const err24 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid7 = _errs51 === errors;
valid12 = valid12 || _valid7;
const _errs53 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid7 = _errs53 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err26 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs55 = errors;
const _errs56 = errors;
let valid13 = false;
const _errs57 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/0/type",keyword:"type",params:{type: schema39.properties.smallCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs57 === errors;
valid13 = valid13 || _valid8;
const _errs59 = errors;
if(data9 !== null){
const err28 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid8 = _errs59 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err29 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs61 = errors;
const _errs62 = errors;
let valid14 = false;
const _errs63 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err30 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/0/type",keyword:"type",params:{type: schema39.properties.smallCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs63 === errors;
valid14 = valid14 || _valid9;
const _errs65 = errors;
if(data10 !== null){
const err31 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid9 = _errs65 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const err32 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs67 = errors;
const _errs68 = errors;
let valid15 = false;
const _errs69 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err33 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/0/type",keyword:"type",params:{type: schema39.properties.largeCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid10 = _errs69 === errors;
valid15 = valid15 || _valid10;
const _errs71 = errors;
if(data11 !== null){
const err34 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid10 = _errs71 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const err35 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate27.errors = vErrors;
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
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs73 = errors;
const _errs74 = errors;
let valid16 = false;
const _errs75 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
const err36 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/0/type",keyword:"type",params:{type: schema39.properties.largeCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid11 = _errs75 === errors;
valid16 = valid16 || _valid11;
const _errs77 = errors;
if(data12 !== null){
const err37 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid11 = _errs77 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const err38 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs79 = errors;
const _errs80 = errors;
let valid17 = false;
const _errs81 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
const err39 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/0/type",keyword:"type",params:{type: schema39.properties.extraLargeCustomField.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid12 = _errs81 === errors;
valid17 = valid17 || _valid12;
const _errs83 = errors;
if(data13 !== null){
const err40 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid12 = _errs83 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const err41 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
let data14 = data.isExemptFromLockDown;
const _errs85 = errors;
const _errs86 = errors;
let valid18 = false;
const _errs87 = errors;
if(typeof data14 !== "boolean"){
const err42 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid13 = _errs87 === errors;
valid18 = valid18 || _valid13;
const _errs89 = errors;
if(data14 !== null){
const err43 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs89 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const err44 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs91 = errors;
const _errs92 = errors;
let valid19 = false;
const _errs93 = errors;
const _errs94 = errors;
if(errors === _errs94){
if(errors === _errs94){
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
const err45 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
var _valid14 = _errs93 === errors;
valid19 = valid19 || _valid14;
const _errs96 = errors;
if(data15 !== null){
const err47 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid14 = _errs96 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const err48 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
let data16 = data.accessLevelDescription;
const _errs98 = errors;
const _errs99 = errors;
let valid21 = false;
const _errs100 = errors;
if(typeof data16 !== "string"){
const err49 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid15 = _errs100 === errors;
valid21 = valid21 || _valid15;
const _errs102 = errors;
if(data16 !== null){
const err50 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs102 === errors;
valid21 = valid21 || _valid15;
if(!valid21){
const err51 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs104 = errors;
const _errs105 = errors;
let valid22 = false;
const _errs106 = errors;
const _errs107 = errors;
if(errors === _errs107){
if(errors === _errs107){
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err52 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
var _valid16 = _errs106 === errors;
valid22 = valid22 || _valid16;
const _errs109 = errors;
if(data17 !== null){
const err54 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid16 = _errs109 === errors;
valid22 = valid22 || _valid16;
if(!valid22){
const err55 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
let data18 = data.userGroupDescription;
const _errs111 = errors;
const _errs112 = errors;
let valid24 = false;
const _errs113 = errors;
if(typeof data18 !== "string"){
const err56 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs113 === errors;
valid24 = valid24 || _valid17;
const _errs115 = errors;
if(data18 !== null){
const err57 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid17 = _errs115 === errors;
valid24 = valid24 || _valid17;
if(!valid24){
const err58 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
validate27.errors = vErrors;
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
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs117 = errors;
const _errs118 = errors;
let valid25 = false;
const _errs119 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err59 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs119 === errors;
valid25 = valid25 || _valid18;
const _errs121 = errors;
if(data19 !== null){
const err60 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid18 = _errs121 === errors;
valid25 = valid25 || _valid18;
if(!valid25){
const err61 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
validate27.errors = vErrors;
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
if(data.userId !== undefined){
let data20 = data.userId;
const _errs123 = errors;
const _errs124 = errors;
let valid26 = false;
const _errs125 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err62 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs125 === errors;
valid26 = valid26 || _valid19;
const _errs127 = errors;
if(data20 !== null){
const err63 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid19 = _errs127 === errors;
valid26 = valid26 || _valid19;
if(!valid26){
const err64 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
validate27.errors = vErrors;
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
}
}
}
}
}
}
}
}
}
}
}
}
}
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
if((data.userGuid === undefined) && (missing0 = "userGuid")){
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
let data1 = data.firstName;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dateValidFrom !== undefined){
let data3 = data.dateValidFrom;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err6 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
const _errs21 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs21 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/dateValidFrom",schemaPath:"#/properties/dateValidFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiryDate !== undefined){
let data4 = data.expiryDate;
const _errs23 = errors;
const _errs24 = errors;
let valid6 = false;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err10 = {instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/expiryDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid3 = _errs25 === errors;
valid6 = valid6 || _valid3;
const _errs28 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err13 = {instancePath:instancePath+"/expiryDate",schemaPath:"#/properties/expiryDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pin !== undefined){
let data5 = data.pin;
const _errs30 = errors;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid8 = valid8 || _valid4;
const _errs34 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err16 = {instancePath:instancePath+"/pin",schemaPath:"#/properties/pin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
validate30.errors = vErrors;
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
if(data.verificationPin !== undefined){
let data6 = data.verificationPin;
const _errs36 = errors;
const _errs37 = errors;
let valid9 = false;
const _errs38 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs38 === errors;
valid9 = valid9 || _valid5;
const _errs40 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid5 = _errs40 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err19 = {instancePath:instancePath+"/verificationPin",schemaPath:"#/properties/verificationPin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate30.errors = vErrors;
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
if(data.pinTokenGuid !== undefined){
let data7 = data.pinTokenGuid;
const _errs42 = errors;
const _errs43 = errors;
let valid10 = false;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err20 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var _valid6 = _errs44 === errors;
valid10 = valid10 || _valid6;
const _errs47 = errors;
if(data7 !== null){
const err22 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid6 = _errs47 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const err23 = {instancePath:instancePath+"/pinTokenGuid",schemaPath:"#/properties/pinTokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isBarred !== undefined){
let data8 = data.isBarred;
const _errs49 = errors;
const _errs50 = errors;
let valid12 = false;
const _errs51 = errors;
if(typeof data8 !== "boolean"){
const err24 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid7 = _errs51 === errors;
valid12 = valid12 || _valid7;
const _errs53 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid7 = _errs53 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err26 = {instancePath:instancePath+"/isBarred",schemaPath:"#/properties/isBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField1 !== undefined){
let data9 = data.smallCustomField1;
const _errs55 = errors;
const _errs56 = errors;
let valid13 = false;
const _errs57 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/0/type",keyword:"type",params:{type: schema39.properties.smallCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs57 === errors;
valid13 = valid13 || _valid8;
const _errs59 = errors;
if(data9 !== null){
const err28 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid8 = _errs59 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err29 = {instancePath:instancePath+"/smallCustomField1",schemaPath:"#/properties/smallCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smallCustomField2 !== undefined){
let data10 = data.smallCustomField2;
const _errs61 = errors;
const _errs62 = errors;
let valid14 = false;
const _errs63 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err30 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/0/type",keyword:"type",params:{type: schema39.properties.smallCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs63 === errors;
valid14 = valid14 || _valid9;
const _errs65 = errors;
if(data10 !== null){
const err31 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid9 = _errs65 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const err32 = {instancePath:instancePath+"/smallCustomField2",schemaPath:"#/properties/smallCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largeCustomField1 !== undefined){
let data11 = data.largeCustomField1;
const _errs67 = errors;
const _errs68 = errors;
let valid15 = false;
const _errs69 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
const err33 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/0/type",keyword:"type",params:{type: schema39.properties.largeCustomField1.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid10 = _errs69 === errors;
valid15 = valid15 || _valid10;
const _errs71 = errors;
if(data11 !== null){
const err34 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid10 = _errs71 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const err35 = {instancePath:instancePath+"/largeCustomField1",schemaPath:"#/properties/largeCustomField1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate30.errors = vErrors;
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
if(valid0){
if(data.largeCustomField2 !== undefined){
let data12 = data.largeCustomField2;
const _errs73 = errors;
const _errs74 = errors;
let valid16 = false;
const _errs75 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
const err36 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/0/type",keyword:"type",params:{type: schema39.properties.largeCustomField2.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid11 = _errs75 === errors;
valid16 = valid16 || _valid11;
const _errs77 = errors;
if(data12 !== null){
const err37 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid11 = _errs77 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const err38 = {instancePath:instancePath+"/largeCustomField2",schemaPath:"#/properties/largeCustomField2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extraLargeCustomField !== undefined){
let data13 = data.extraLargeCustomField;
const _errs79 = errors;
const _errs80 = errors;
let valid17 = false;
const _errs81 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
const err39 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/0/type",keyword:"type",params:{type: schema39.properties.extraLargeCustomField.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid12 = _errs81 === errors;
valid17 = valid17 || _valid12;
const _errs83 = errors;
if(data13 !== null){
const err40 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid12 = _errs83 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const err41 = {instancePath:instancePath+"/extraLargeCustomField",schemaPath:"#/properties/extraLargeCustomField/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isExemptFromLockDown !== undefined){
let data14 = data.isExemptFromLockDown;
const _errs85 = errors;
const _errs86 = errors;
let valid18 = false;
const _errs87 = errors;
if(typeof data14 !== "boolean"){
const err42 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid13 = _errs87 === errors;
valid18 = valid18 || _valid13;
const _errs89 = errors;
if(data14 !== null){
const err43 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs89 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const err44 = {instancePath:instancePath+"/isExemptFromLockDown",schemaPath:"#/properties/isExemptFromLockDown/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelGuid !== undefined){
let data15 = data.accessLevelGuid;
const _errs91 = errors;
const _errs92 = errors;
let valid19 = false;
const _errs93 = errors;
const _errs94 = errors;
if(errors === _errs94){
if(errors === _errs94){
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
const err45 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
var _valid14 = _errs93 === errors;
valid19 = valid19 || _valid14;
const _errs96 = errors;
if(data15 !== null){
const err47 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid14 = _errs96 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const err48 = {instancePath:instancePath+"/accessLevelGuid",schemaPath:"#/properties/accessLevelGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessLevelDescription !== undefined){
let data16 = data.accessLevelDescription;
const _errs98 = errors;
const _errs99 = errors;
let valid21 = false;
const _errs100 = errors;
if(typeof data16 !== "string"){
const err49 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid15 = _errs100 === errors;
valid21 = valid21 || _valid15;
const _errs102 = errors;
if(data16 !== null){
const err50 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs102 === errors;
valid21 = valid21 || _valid15;
if(!valid21){
const err51 = {instancePath:instancePath+"/accessLevelDescription",schemaPath:"#/properties/accessLevelDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupGuid !== undefined){
let data17 = data.userGroupGuid;
const _errs104 = errors;
const _errs105 = errors;
let valid22 = false;
const _errs106 = errors;
const _errs107 = errors;
if(errors === _errs107){
if(errors === _errs107){
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err52 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
var _valid16 = _errs106 === errors;
valid22 = valid22 || _valid16;
const _errs109 = errors;
if(data17 !== null){
const err54 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid16 = _errs109 === errors;
valid22 = valid22 || _valid16;
if(!valid22){
const err55 = {instancePath:instancePath+"/userGroupGuid",schemaPath:"#/properties/userGroupGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate30.errors = vErrors;
return false;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGroupDescription !== undefined){
let data18 = data.userGroupDescription;
const _errs111 = errors;
const _errs112 = errors;
let valid24 = false;
const _errs113 = errors;
if(typeof data18 !== "string"){
const err56 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs113 === errors;
valid24 = valid24 || _valid17;
const _errs115 = errors;
if(data18 !== null){
const err57 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid17 = _errs115 === errors;
valid24 = valid24 || _valid17;
if(!valid24){
const err58 = {instancePath:instancePath+"/userGroupDescription",schemaPath:"#/properties/userGroupDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
validate30.errors = vErrors;
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
if(data.accessLevelId !== undefined){
let data19 = data.accessLevelId;
const _errs117 = errors;
const _errs118 = errors;
let valid25 = false;
const _errs119 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err59 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs119 === errors;
valid25 = valid25 || _valid18;
const _errs121 = errors;
if(data19 !== null){
const err60 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid18 = _errs121 === errors;
valid25 = valid25 || _valid18;
if(!valid25){
const err61 = {instancePath:instancePath+"/accessLevelId",schemaPath:"#/properties/accessLevelId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
validate30.errors = vErrors;
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
if(data.userId !== undefined){
let data20 = data.userId;
const _errs123 = errors;
const _errs124 = errors;
let valid26 = false;
const _errs125 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err62 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs125 === errors;
valid26 = valid26 || _valid19;
const _errs127 = errors;
if(data20 !== null){
const err63 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid19 = _errs127 === errors;
valid26 = valid26 || _valid19;
if(!valid26){
const err64 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
validate30.errors = vErrors;
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
}
}
}
}
}
}
}
}
}
}
}
}
}
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
const schema54 = {"type":"object","x-client-required":["deviceGuid"],"required":["deviceGuid"],"properties":{"deviceGuid":{"$ref":"Guid"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"serialNumber":{"anyOf":[{"type":"string","description":"unique hardware identifier"},{"type":"null"}]},"activationCode":{"anyOf":[{"type":"string","description":"secret, never shown to a guard"},{"type":"null"}]},"notes":{"anyOf":[{"type":"string"},{"type":"null"}]},"masterSerialNumber":{"anyOf":[{"type":["string","null"],"description":"for an expansion controller, its master's serial number"},{"type":"null"}]},"slave":{"anyOf":[{"type":"boolean","description":"true for an expansion controller"},{"type":"null"}]},"master":{"anyOf":[{"type":"boolean","description":"true for a master controller"},{"type":"null"}]},"autoReinstate":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"controllerLicense":{"anyOf":[{"type":"string"},{"type":"null"}]},"simLicense":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"customerGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"deviceId":{"anyOf":[{"type":"integer"},{"type":"null"}]}}};

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
if((data.deviceGuid === undefined) && (missing0 = "deviceGuid")){
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
let data1 = data.name;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
let data2 = data.serialNumber;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
let data3 = data.activationCode;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
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
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
const _errs20 = errors;
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
var _valid2 = _errs20 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
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
var _valid3 = _errs24 === errors;
valid5 = valid5 || _valid3;
const _errs26 = errors;
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
var _valid3 = _errs26 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs28 = errors;
const _errs29 = errors;
let valid6 = false;
const _errs30 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/0/type",keyword:"type",params:{type: schema54.properties.masterSerialNumber.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid6 = valid6 || _valid4;
const _errs32 = errors;
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
var _valid4 = _errs32 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err14 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
let data6 = data.slave;
const _errs34 = errors;
const _errs35 = errors;
let valid7 = false;
const _errs36 = errors;
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
var _valid5 = _errs36 === errors;
valid7 = valid7 || _valid5;
const _errs38 = errors;
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
var _valid5 = _errs38 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err17 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
let data7 = data.master;
const _errs40 = errors;
const _errs41 = errors;
let valid8 = false;
const _errs42 = errors;
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
var _valid6 = _errs42 === errors;
valid8 = valid8 || _valid6;
const _errs44 = errors;
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
var _valid6 = _errs44 === errors;
valid8 = valid8 || _valid6;
if(!valid8){
const err20 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
let data8 = data.autoReinstate;
const _errs46 = errors;
const _errs47 = errors;
let valid9 = false;
const _errs48 = errors;
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
var _valid7 = _errs48 === errors;
valid9 = valid9 || _valid7;
const _errs50 = errors;
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
var _valid7 = _errs50 === errors;
valid9 = valid9 || _valid7;
if(!valid9){
const err23 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
let data9 = data.controllerLicense;
const _errs52 = errors;
const _errs53 = errors;
let valid10 = false;
const _errs54 = errors;
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
var _valid8 = _errs54 === errors;
valid10 = valid10 || _valid8;
const _errs56 = errors;
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
var _valid8 = _errs56 === errors;
valid10 = valid10 || _valid8;
if(!valid10){
const err26 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs58 = errors;
const _errs59 = errors;
let valid11 = false;
const _errs60 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/0/type",keyword:"type",params:{type: schema54.properties.simLicense.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid11 = valid11 || _valid9;
const _errs62 = errors;
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
var _valid9 = _errs62 === errors;
valid11 = valid11 || _valid9;
if(!valid11){
const err29 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs64 = errors;
const _errs65 = errors;
let valid12 = false;
const _errs66 = errors;
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err30 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid10 = _errs66 === errors;
valid12 = valid12 || _valid10;
const _errs69 = errors;
if(data11 !== null){
const err32 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid10 = _errs69 === errors;
valid12 = valid12 || _valid10;
if(!valid12){
const err33 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
validate31.errors = vErrors;
return false;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs71 = errors;
const _errs72 = errors;
let valid14 = false;
const _errs73 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid11 = _errs73 === errors;
valid14 = valid14 || _valid11;
const _errs75 = errors;
if(data12 !== null){
const err35 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid11 = _errs75 === errors;
valid14 = valid14 || _valid11;
if(!valid14){
const err36 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate31.errors = vErrors;
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
}
}
}
}
}
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
if((data.deviceGuid === undefined) && (missing0 = "deviceGuid")){
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
let data1 = data.name;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serialNumber !== undefined){
let data2 = data.serialNumber;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/serialNumber",schemaPath:"#/properties/serialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activationCode !== undefined){
let data3 = data.activationCode;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
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
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
const _errs20 = errors;
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
var _valid2 = _errs20 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/activationCode",schemaPath:"#/properties/activationCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data4 = data.notes;
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
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
var _valid3 = _errs24 === errors;
valid5 = valid5 || _valid3;
const _errs26 = errors;
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
var _valid3 = _errs26 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.masterSerialNumber !== undefined){
let data5 = data.masterSerialNumber;
const _errs28 = errors;
const _errs29 = errors;
let valid6 = false;
const _errs30 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf/0/type",keyword:"type",params:{type: schema54.properties.masterSerialNumber.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid6 = valid6 || _valid4;
const _errs32 = errors;
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
var _valid4 = _errs32 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err14 = {instancePath:instancePath+"/masterSerialNumber",schemaPath:"#/properties/masterSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slave !== undefined){
let data6 = data.slave;
const _errs34 = errors;
const _errs35 = errors;
let valid7 = false;
const _errs36 = errors;
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
var _valid5 = _errs36 === errors;
valid7 = valid7 || _valid5;
const _errs38 = errors;
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
var _valid5 = _errs38 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err17 = {instancePath:instancePath+"/slave",schemaPath:"#/properties/slave/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.master !== undefined){
let data7 = data.master;
const _errs40 = errors;
const _errs41 = errors;
let valid8 = false;
const _errs42 = errors;
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
var _valid6 = _errs42 === errors;
valid8 = valid8 || _valid6;
const _errs44 = errors;
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
var _valid6 = _errs44 === errors;
valid8 = valid8 || _valid6;
if(!valid8){
const err20 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.autoReinstate !== undefined){
let data8 = data.autoReinstate;
const _errs46 = errors;
const _errs47 = errors;
let valid9 = false;
const _errs48 = errors;
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
var _valid7 = _errs48 === errors;
valid9 = valid9 || _valid7;
const _errs50 = errors;
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
var _valid7 = _errs50 === errors;
valid9 = valid9 || _valid7;
if(!valid9){
const err23 = {instancePath:instancePath+"/autoReinstate",schemaPath:"#/properties/autoReinstate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controllerLicense !== undefined){
let data9 = data.controllerLicense;
const _errs52 = errors;
const _errs53 = errors;
let valid10 = false;
const _errs54 = errors;
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
var _valid8 = _errs54 === errors;
valid10 = valid10 || _valid8;
const _errs56 = errors;
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
var _valid8 = _errs56 === errors;
valid10 = valid10 || _valid8;
if(!valid10){
const err26 = {instancePath:instancePath+"/controllerLicense",schemaPath:"#/properties/controllerLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.simLicense !== undefined){
let data10 = data.simLicense;
const _errs58 = errors;
const _errs59 = errors;
let valid11 = false;
const _errs60 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf/0/type",keyword:"type",params:{type: schema54.properties.simLicense.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid11 = valid11 || _valid9;
const _errs62 = errors;
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
var _valid9 = _errs62 === errors;
valid11 = valid11 || _valid9;
if(!valid11){
const err29 = {instancePath:instancePath+"/simLicense",schemaPath:"#/properties/simLicense/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data11 = data.customerGuid;
const _errs64 = errors;
const _errs65 = errors;
let valid12 = false;
const _errs66 = errors;
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err30 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid10 = _errs66 === errors;
valid12 = valid12 || _valid10;
const _errs69 = errors;
if(data11 !== null){
const err32 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid10 = _errs69 === errors;
valid12 = valid12 || _valid10;
if(!valid12){
const err33 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs64 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data12 = data.deviceId;
const _errs71 = errors;
const _errs72 = errors;
let valid14 = false;
const _errs73 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid11 = _errs73 === errors;
valid14 = valid14 || _valid11;
const _errs75 = errors;
if(data12 !== null){
const err35 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid11 = _errs75 === errors;
valid14 = valid14 || _valid11;
if(!valid14){
const err36 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate34.errors = vErrors;
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
}
}
}
}
}
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
const schema61 = {"type":"object","x-client-required":[],"required":[],"properties":{"readerType":{"anyOf":[{"type":"string"},{"type":"null"}]},"status":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceStatus":{"anyOf":[{"type":"string"},{"type":"null"}]},"ledConfigurationCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"customFormatGuid":{"anyOf":[{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},{"type":"null"}]}}};

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
validate35.errors = vErrors;
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
validate35.errors = vErrors;
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
validate35.errors = vErrors;
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
validate35.errors = vErrors;
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
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err12 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid5 = _errs29 === errors;
if(_valid5){
valid6 = true;
passing0 = 0;
}
const _errs32 = errors;
if(data4 !== null){
const err14 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid5 = _errs32 === errors;
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
const err15 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const _errs34 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err17 = {instancePath:instancePath+"/customFormatGuid",schemaPath:"#/properties/customFormatGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate35.errors = vErrors;
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"readerType":true,"status":true,"deviceStatus":true,"ledConfigurationCode":true,"customFormatGuid":true},"dynamicProps":false,"dynamicItems":false};

const Camera = validate36;
const schema63 = {"type":"object","x-client-required":["cameraGuid"],"required":["cameraGuid"],"properties":{"cameraGuid":{"$ref":"Guid"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"ipAddress":{"anyOf":[{"type":"string"},{"type":"null"}]},"port":{"anyOf":[{"type":"integer"},{"type":"null"}]},"username":{"anyOf":[{"type":"string"},{"type":"null"}]},"password":{"anyOf":[{"type":"string","description":"secret, never shown to a guard"},{"type":"null"}]},"cameraType":{"anyOf":[{"type":"string"},{"type":"null"}]},"status":{"anyOf":[{"type":"string"},{"type":"null"}]}}};

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
if((data.cameraGuid === undefined) && (missing0 = "cameraGuid")){
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
let data1 = data.name;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipAddress !== undefined){
let data2 = data.ipAddress;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
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
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
const _errs20 = errors;
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
var _valid2 = _errs20 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
let data4 = data.username;
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
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
var _valid3 = _errs24 === errors;
valid5 = valid5 || _valid3;
const _errs26 = errors;
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
var _valid3 = _errs26 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err11 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
let data5 = data.password;
const _errs28 = errors;
const _errs29 = errors;
let valid6 = false;
const _errs30 = errors;
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
var _valid4 = _errs30 === errors;
valid6 = valid6 || _valid4;
const _errs32 = errors;
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
var _valid4 = _errs32 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cameraType !== undefined){
let data6 = data.cameraType;
const _errs34 = errors;
const _errs35 = errors;
let valid7 = false;
const _errs36 = errors;
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
var _valid5 = _errs36 === errors;
valid7 = valid7 || _valid5;
const _errs38 = errors;
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
var _valid5 = _errs38 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err17 = {instancePath:instancePath+"/cameraType",schemaPath:"#/properties/cameraType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data7 = data.status;
const _errs40 = errors;
const _errs41 = errors;
let valid8 = false;
const _errs42 = errors;
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
var _valid6 = _errs42 === errors;
valid8 = valid8 || _valid6;
const _errs44 = errors;
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
var _valid6 = _errs44 === errors;
valid8 = valid8 || _valid6;
if(!valid8){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate36.errors = vErrors;
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs40 === errors;
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
const schema65 = {"type":"object","x-client-required":["doorGuid"],"required":["doorGuid"],"properties":{"doorGuid":{"$ref":"Guid"},"controllerPortId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceDetailsResponse":{"anyOf":[{"$ref":"Device"},{"type":"null"}]},"isFireAlarmExempt":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"doorReaderDetailsResponse":{"anyOf":[{"$ref":"DoorReader"},{"type":"null"}]},"cameras":{"anyOf":[{"type":"array","items":{"$ref":"Camera"}},{"type":"null"}]}}};

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
if((data.doorGuid === undefined) && (missing0 = "doorGuid")){
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
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
let data3 = data.deviceDetailsResponse;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(validate31(data3, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
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
const _errs19 = errors;
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
var _valid2 = _errs19 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err7 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
let data4 = data.isFireAlarmExempt;
const _errs21 = errors;
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
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
var _valid3 = _errs23 === errors;
valid5 = valid5 || _valid3;
const _errs25 = errors;
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
var _valid3 = _errs25 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err10 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate37.errors = vErrors;
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
if(data.doorReaderDetailsResponse !== undefined){
let data5 = data.doorReaderDetailsResponse;
const _errs27 = errors;
const _errs28 = errors;
let valid6 = false;
const _errs29 = errors;
if(!(validate35(data5, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid4 = _errs29 === errors;
valid6 = valid6 || _valid4;
if(_valid4){
var props1 = {};
props1.readerType = true;
props1.status = true;
props1.deviceStatus = true;
props1.ledConfigurationCode = true;
props1.customFormatGuid = true;
}
const _errs30 = errors;
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
var _valid4 = _errs30 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err12 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate37.errors = vErrors;
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
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs32 = errors;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data6)){
var valid8 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs36 = errors;
if(!(validate36(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid8 = _errs36 === errors;
if(!valid8){
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
var _valid5 = _errs34 === errors;
valid7 = valid7 || _valid5;
const _errs37 = errors;
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
var _valid5 = _errs37 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err15 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate37.errors = vErrors;
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

const DoorList = validate41;
const schema67 = {"type":"object","x-client-required":["doorDetailsResponseList"],"required":["doorDetailsResponseList"],"properties":{"doorDetailsResponseList":{"type":"array","items":{"$ref":"Door"}}}};

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
if((data.doorDetailsResponseList === undefined) && (missing0 = "doorDetailsResponseList")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate41.errors = [{instancePath:instancePath+"/doorDetailsResponseList",schemaPath:"#/properties/doorDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
validate41.evaluated = {"props":{"doorDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const DoorList_doorDetailsResponseList_items = validate43;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
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
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate43.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
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
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/controllerPortId",schemaPath:"#/properties/controllerPortId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
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
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
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
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDetailsResponse !== undefined){
let data3 = data.deviceDetailsResponse;
const _errs16 = errors;
const _errs17 = errors;
let valid4 = false;
const _errs18 = errors;
if(!(validate31(data3, {instancePath:instancePath+"/deviceDetailsResponse",parentData:data,parentDataProperty:"deviceDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid2 = _errs18 === errors;
valid4 = valid4 || _valid2;
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
const _errs19 = errors;
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
var _valid2 = _errs19 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err7 = {instancePath:instancePath+"/deviceDetailsResponse",schemaPath:"#/properties/deviceDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isFireAlarmExempt !== undefined){
let data4 = data.isFireAlarmExempt;
const _errs21 = errors;
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
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
var _valid3 = _errs23 === errors;
valid5 = valid5 || _valid3;
const _errs25 = errors;
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
var _valid3 = _errs25 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err10 = {instancePath:instancePath+"/isFireAlarmExempt",schemaPath:"#/properties/isFireAlarmExempt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate43.errors = vErrors;
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
if(data.doorReaderDetailsResponse !== undefined){
let data5 = data.doorReaderDetailsResponse;
const _errs27 = errors;
const _errs28 = errors;
let valid6 = false;
const _errs29 = errors;
if(!(validate35(data5, {instancePath:instancePath+"/doorReaderDetailsResponse",parentData:data,parentDataProperty:"doorReaderDetailsResponse",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid4 = _errs29 === errors;
valid6 = valid6 || _valid4;
if(_valid4){
var props1 = {};
props1.readerType = true;
props1.status = true;
props1.deviceStatus = true;
props1.ledConfigurationCode = true;
props1.customFormatGuid = true;
}
const _errs30 = errors;
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
var _valid4 = _errs30 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err12 = {instancePath:instancePath+"/doorReaderDetailsResponse",schemaPath:"#/properties/doorReaderDetailsResponse/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate43.errors = vErrors;
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
if(valid0){
if(data.cameras !== undefined){
let data6 = data.cameras;
const _errs32 = errors;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data6)){
var valid8 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs36 = errors;
if(!(validate36(data6[i0], {instancePath:instancePath+"/cameras/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid8 = _errs36 === errors;
if(!valid8){
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
var _valid5 = _errs34 === errors;
valid7 = valid7 || _valid5;
const _errs37 = errors;
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
var _valid5 = _errs37 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err15 = {instancePath:instancePath+"/cameras",schemaPath:"#/properties/cameras/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate43.errors = vErrors;
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
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"doorGuid":true,"controllerPortId":true,"name":true,"deviceDetailsResponse":true,"isFireAlarmExempt":true,"doorReaderDetailsResponse":true,"cameras":true},"dynamicProps":false,"dynamicItems":false};

const Event = validate47;
const schema70 = {"type":"object","x-client-required":["eventId","eventType","eventDate","receivedDate"],"description":"For an event caused by an unknown token, userGuid, userFirstName, userLastName, userId, tokenId, tokenType and tokenIfType are null. The ...Deleted flags are true where the event refers to a deleted user, device, door or site.","required":["eventId","eventType","eventDate","receivedDate"],"properties":{"eventId":{"type":"integer"},"displayName":{"anyOf":[{"type":"string"},{"type":"null"}]},"priorityDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"eventType":{"type":"integer","description":"1 access granted, 2 access denied, other values exist"},"eventDate":{"$ref":"DateTime"},"receivedDate":{"$ref":"DateTime"},"customerGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"customerName":{"anyOf":[{"type":"string"},{"type":"null"}]},"customerId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"siteGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"siteName":{"anyOf":[{"type":"string"},{"type":"null"}]},"siteCode":{"anyOf":[{"type":"string"},{"type":"null"}]},"siteId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"siteDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"deviceGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"deviceSerialNumber":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceName":{"anyOf":[{"type":"string"},{"type":"null"}]},"deviceId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"deviceDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"doorGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"doorName":{"anyOf":[{"type":"string"},{"type":"null"}]},"doorId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"doorDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"localDoorId":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tokenGuid":{"anyOf":[{"$ref":"Guid"},{"type":"null"}]},"tokenData":{"anyOf":[{"type":"string"},{"type":"null"}]},"tokenDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"tokenLost":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"tokenId":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"tokenType":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"tokenIfType":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"userGuid":{"anyOf":[{"oneOf":[{"$ref":"Guid"},{"type":"null"}]},{"type":"null"}]},"userFirstName":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"userLastName":{"anyOf":[{"type":["string","null"]},{"type":"null"}]},"userBarred":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"userDeleted":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"userId":{"anyOf":[{"type":["integer","null"]},{"type":"null"}]},"timezoneDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"tz":{"anyOf":[{"type":"integer","description":"controller time zone"},{"type":"null"}]},"installerCode":{"anyOf":[{"type":"string"},{"type":"null"}]}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate47.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate47.errors = vErrors;
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
validate47.errors = vErrors;
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
validate47.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
let data4 = data.eventDate;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate47.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
let data5 = data.receivedDate;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
validate47.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err6 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs25 === errors;
valid5 = valid5 || _valid2;
const _errs28 = errors;
if(data6 !== null){
const err8 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err9 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
let data7 = data.customerName;
const _errs30 = errors;
const _errs31 = errors;
let valid7 = false;
const _errs32 = errors;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid7 = valid7 || _valid3;
const _errs34 = errors;
if(data7 !== null){
const err11 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err12 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate47.errors = vErrors;
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
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs36 = errors;
const _errs37 = errors;
let valid8 = false;
const _errs38 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs38 === errors;
valid8 = valid8 || _valid4;
const _errs40 = errors;
if(data8 !== null){
const err14 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs40 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err15 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate47.errors = vErrors;
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
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs42 = errors;
const _errs43 = errors;
let valid9 = false;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err16 = {instancePath:instancePath+"/siteGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/siteGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var _valid5 = _errs44 === errors;
valid9 = valid9 || _valid5;
const _errs47 = errors;
if(data9 !== null){
const err18 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid5 = _errs47 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err19 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
let data10 = data.siteName;
const _errs49 = errors;
const _errs50 = errors;
let valid11 = false;
const _errs51 = errors;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid6 = _errs51 === errors;
valid11 = valid11 || _valid6;
const _errs53 = errors;
if(data10 !== null){
const err21 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid6 = _errs53 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err22 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
let data11 = data.siteCode;
const _errs55 = errors;
const _errs56 = errors;
let valid12 = false;
const _errs57 = errors;
if(typeof data11 !== "string"){
const err23 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid7 = _errs57 === errors;
valid12 = valid12 || _valid7;
const _errs59 = errors;
if(data11 !== null){
const err24 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid7 = _errs59 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err25 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs61 = errors;
const _errs62 = errors;
let valid13 = false;
const _errs63 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err26 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs63 === errors;
valid13 = valid13 || _valid8;
const _errs65 = errors;
if(data12 !== null){
const err27 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs65 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err28 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
let data13 = data.siteDeleted;
const _errs67 = errors;
const _errs68 = errors;
let valid14 = false;
const _errs69 = errors;
if(typeof data13 !== "boolean"){
const err29 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid9 = _errs69 === errors;
valid14 = valid14 || _valid9;
const _errs71 = errors;
if(data13 !== null){
const err30 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs71 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const err31 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate47.errors = vErrors;
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
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs73 = errors;
const _errs74 = errors;
let valid15 = false;
const _errs75 = errors;
const _errs76 = errors;
if(errors === _errs76){
if(errors === _errs76){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err32 = {instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid10 = _errs75 === errors;
valid15 = valid15 || _valid10;
const _errs78 = errors;
if(data14 !== null){
const err34 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid10 = _errs78 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const err35 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
let data15 = data.deviceSerialNumber;
const _errs80 = errors;
const _errs81 = errors;
let valid17 = false;
const _errs82 = errors;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid11 = _errs82 === errors;
valid17 = valid17 || _valid11;
const _errs84 = errors;
if(data15 !== null){
const err37 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid11 = _errs84 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const err38 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
let data16 = data.deviceName;
const _errs86 = errors;
const _errs87 = errors;
let valid18 = false;
const _errs88 = errors;
if(typeof data16 !== "string"){
const err39 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid12 = _errs88 === errors;
valid18 = valid18 || _valid12;
const _errs90 = errors;
if(data16 !== null){
const err40 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid12 = _errs90 === errors;
valid18 = valid18 || _valid12;
if(!valid18){
const err41 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs92 = errors;
const _errs93 = errors;
let valid19 = false;
const _errs94 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err42 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid13 = _errs94 === errors;
valid19 = valid19 || _valid13;
const _errs96 = errors;
if(data17 !== null){
const err43 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs96 === errors;
valid19 = valid19 || _valid13;
if(!valid19){
const err44 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
let data18 = data.deviceDeleted;
const _errs98 = errors;
const _errs99 = errors;
let valid20 = false;
const _errs100 = errors;
if(typeof data18 !== "boolean"){
const err45 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid14 = _errs100 === errors;
valid20 = valid20 || _valid14;
const _errs102 = errors;
if(data18 !== null){
const err46 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid14 = _errs102 === errors;
valid20 = valid20 || _valid14;
if(!valid20){
const err47 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs104 = errors;
const _errs105 = errors;
let valid21 = false;
const _errs106 = errors;
const _errs107 = errors;
if(errors === _errs107){
if(errors === _errs107){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err48 = {instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
var _valid15 = _errs106 === errors;
valid21 = valid21 || _valid15;
const _errs109 = errors;
if(data19 !== null){
const err50 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs109 === errors;
valid21 = valid21 || _valid15;
if(!valid21){
const err51 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
let data20 = data.doorName;
const _errs111 = errors;
const _errs112 = errors;
let valid23 = false;
const _errs113 = errors;
if(typeof data20 !== "string"){
const err52 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid16 = _errs113 === errors;
valid23 = valid23 || _valid16;
const _errs115 = errors;
if(data20 !== null){
const err53 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid16 = _errs115 === errors;
valid23 = valid23 || _valid16;
if(!valid23){
const err54 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate47.errors = vErrors;
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
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs117 = errors;
const _errs118 = errors;
let valid24 = false;
const _errs119 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err55 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid17 = _errs119 === errors;
valid24 = valid24 || _valid17;
const _errs121 = errors;
if(data21 !== null){
const err56 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs121 === errors;
valid24 = valid24 || _valid17;
if(!valid24){
const err57 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
validate47.errors = vErrors;
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
if(data.doorDeleted !== undefined){
let data22 = data.doorDeleted;
const _errs123 = errors;
const _errs124 = errors;
let valid25 = false;
const _errs125 = errors;
if(typeof data22 !== "boolean"){
const err58 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid18 = _errs125 === errors;
valid25 = valid25 || _valid18;
const _errs127 = errors;
if(data22 !== null){
const err59 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs127 === errors;
valid25 = valid25 || _valid18;
if(!valid25){
const err60 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
validate47.errors = vErrors;
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
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs129 = errors;
const _errs130 = errors;
let valid26 = false;
const _errs131 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err61 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid19 = _errs131 === errors;
valid26 = valid26 || _valid19;
const _errs133 = errors;
if(data23 !== null){
const err62 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs133 === errors;
valid26 = valid26 || _valid19;
if(!valid26){
const err63 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs129 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs135 = errors;
const _errs136 = errors;
let valid27 = false;
const _errs137 = errors;
const _errs138 = errors;
if(errors === _errs138){
if(errors === _errs138){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err64 = {instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
var _valid20 = _errs137 === errors;
valid27 = valid27 || _valid20;
const _errs140 = errors;
if(data24 !== null){
const err66 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid20 = _errs140 === errors;
valid27 = valid27 || _valid20;
if(!valid27){
const err67 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs135 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
let data25 = data.tokenData;
const _errs142 = errors;
const _errs143 = errors;
let valid29 = false;
const _errs144 = errors;
if(typeof data25 !== "string"){
const err68 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid21 = _errs144 === errors;
valid29 = valid29 || _valid21;
const _errs146 = errors;
if(data25 !== null){
const err69 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid21 = _errs146 === errors;
valid29 = valid29 || _valid21;
if(!valid29){
const err70 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs142 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
let data26 = data.tokenDescription;
const _errs148 = errors;
const _errs149 = errors;
let valid30 = false;
const _errs150 = errors;
if(typeof data26 !== "string"){
const err71 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid22 = _errs150 === errors;
valid30 = valid30 || _valid22;
const _errs152 = errors;
if(data26 !== null){
const err72 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid22 = _errs152 === errors;
valid30 = valid30 || _valid22;
if(!valid30){
const err73 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs148 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
let data27 = data.tokenLost;
const _errs154 = errors;
const _errs155 = errors;
let valid31 = false;
const _errs156 = errors;
if(typeof data27 !== "boolean"){
const err74 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid23 = _errs156 === errors;
valid31 = valid31 || _valid23;
const _errs158 = errors;
if(data27 !== null){
const err75 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid23 = _errs158 === errors;
valid31 = valid31 || _valid23;
if(!valid31){
const err76 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs154 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs160 = errors;
const _errs161 = errors;
let valid32 = false;
const _errs162 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
const err77 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid24 = _errs162 === errors;
valid32 = valid32 || _valid24;
const _errs164 = errors;
if(data28 !== null){
const err78 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid24 = _errs164 === errors;
valid32 = valid32 || _valid24;
if(!valid32){
const err79 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs160 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs166 = errors;
const _errs167 = errors;
let valid33 = false;
const _errs168 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err80 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid25 = _errs168 === errors;
valid33 = valid33 || _valid25;
const _errs170 = errors;
if(data29 !== null){
const err81 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid25 = _errs170 === errors;
valid33 = valid33 || _valid25;
if(!valid33){
const err82 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
validate47.errors = vErrors;
return false;
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
var valid0 = _errs166 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs172 = errors;
const _errs173 = errors;
let valid34 = false;
const _errs174 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err83 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenIfType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid26 = _errs174 === errors;
valid34 = valid34 || _valid26;
const _errs176 = errors;
if(data30 !== null){
const err84 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid26 = _errs176 === errors;
valid34 = valid34 || _valid26;
if(!valid34){
const err85 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs172 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs178 = errors;
const _errs179 = errors;
let valid35 = false;
const _errs180 = errors;
const _errs181 = errors;
let valid36 = false;
let passing0 = null;
const _errs182 = errors;
const _errs183 = errors;
if(errors === _errs183){
if(errors === _errs183){
if(typeof data31 === "string"){
if(!(formats0.test(data31))){
const err86 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
var _valid28 = _errs182 === errors;
if(_valid28){
valid36 = true;
passing0 = 0;
}
const _errs185 = errors;
if(data31 !== null){
const err88 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid28 = _errs185 === errors;
if(_valid28 && valid36){
valid36 = false;
passing0 = [passing0, 1];
}
else {
if(_valid28){
valid36 = true;
passing0 = 1;
}
}
if(!valid36){
const err89 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
var _valid27 = _errs180 === errors;
valid35 = valid35 || _valid27;
const _errs187 = errors;
if(data31 !== null){
const err90 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid27 = _errs187 === errors;
valid35 = valid35 || _valid27;
if(!valid35){
const err91 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs179;
if(vErrors !== null){
if(_errs179){
vErrors.length = _errs179;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs178 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs189 = errors;
const _errs190 = errors;
let valid38 = false;
const _errs191 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
const err92 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userFirstName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid29 = _errs191 === errors;
valid38 = valid38 || _valid29;
const _errs193 = errors;
if(data32 !== null){
const err93 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid29 = _errs193 === errors;
valid38 = valid38 || _valid29;
if(!valid38){
const err94 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs189 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs195 = errors;
const _errs196 = errors;
let valid39 = false;
const _errs197 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
const err95 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userLastName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid30 = _errs197 === errors;
valid39 = valid39 || _valid30;
const _errs199 = errors;
if(data33 !== null){
const err96 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid30 = _errs199 === errors;
valid39 = valid39 || _valid30;
if(!valid39){
const err97 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs196;
if(vErrors !== null){
if(_errs196){
vErrors.length = _errs196;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs195 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
let data34 = data.userBarred;
const _errs201 = errors;
const _errs202 = errors;
let valid40 = false;
const _errs203 = errors;
if(typeof data34 !== "boolean"){
const err98 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid31 = _errs203 === errors;
valid40 = valid40 || _valid31;
const _errs205 = errors;
if(data34 !== null){
const err99 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid31 = _errs205 === errors;
valid40 = valid40 || _valid31;
if(!valid40){
const err100 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs201 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
let data35 = data.userDeleted;
const _errs207 = errors;
const _errs208 = errors;
let valid41 = false;
const _errs209 = errors;
if(typeof data35 !== "boolean"){
const err101 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid32 = _errs209 === errors;
valid41 = valid41 || _valid32;
const _errs211 = errors;
if(data35 !== null){
const err102 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid32 = _errs211 === errors;
valid41 = valid41 || _valid32;
if(!valid41){
const err103 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs207 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs213 = errors;
const _errs214 = errors;
let valid42 = false;
const _errs215 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err104 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid33 = _errs215 === errors;
valid42 = valid42 || _valid33;
const _errs217 = errors;
if(data36 !== null){
const err105 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid33 = _errs217 === errors;
valid42 = valid42 || _valid33;
if(!valid42){
const err106 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs214;
if(vErrors !== null){
if(_errs214){
vErrors.length = _errs214;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs213 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
let data37 = data.timezoneDescription;
const _errs219 = errors;
const _errs220 = errors;
let valid43 = false;
const _errs221 = errors;
if(typeof data37 !== "string"){
const err107 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid34 = _errs221 === errors;
valid43 = valid43 || _valid34;
const _errs223 = errors;
if(data37 !== null){
const err108 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid34 = _errs223 === errors;
valid43 = valid43 || _valid34;
if(!valid43){
const err109 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs220;
if(vErrors !== null){
if(_errs220){
vErrors.length = _errs220;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs219 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs225 = errors;
const _errs226 = errors;
let valid44 = false;
const _errs227 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err110 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid35 = _errs227 === errors;
valid44 = valid44 || _valid35;
const _errs229 = errors;
if(data38 !== null){
const err111 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid35 = _errs229 === errors;
valid44 = valid44 || _valid35;
if(!valid44){
const err112 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs225 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
let data39 = data.installerCode;
const _errs231 = errors;
const _errs232 = errors;
let valid45 = false;
const _errs233 = errors;
if(typeof data39 !== "string"){
const err113 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid36 = _errs233 === errors;
valid45 = valid45 || _valid36;
const _errs235 = errors;
if(data39 !== null){
const err114 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid36 = _errs235 === errors;
valid45 = valid45 || _valid36;
if(!valid45){
const err115 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
validate47.errors = vErrors;
return false;
}
else {
errors = _errs232;
if(vErrors !== null){
if(_errs232){
vErrors.length = _errs232;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs231 === errors;
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
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const EventList = validate48;
const schema79 = {"type":"object","x-client-required":["eventDetailsResponseList"],"required":["eventDetailsResponseList"],"properties":{"eventDetailsResponseList":{"type":"array","items":{"$ref":"Event"}}}};

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
if((data.eventDetailsResponseList === undefined) && (missing0 = "eventDetailsResponseList")){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate47(data0[i0], {instancePath:instancePath+"/eventDetailsResponseList/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/eventDetailsResponseList",schemaPath:"#/properties/eventDetailsResponseList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
validate48.evaluated = {"props":{"eventDetailsResponseList":true},"dynamicProps":false,"dynamicItems":false};

const EventList_eventDetailsResponseList_items = validate50;

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
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
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.eventId !== undefined){
let data0 = data.eventId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate50.errors = [{instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate50.errors = vErrors;
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
validate50.errors = vErrors;
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
validate50.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventDate !== undefined){
let data4 = data.eventDate;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate50.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/eventDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedDate !== undefined){
let data5 = data.receivedDate;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
validate50.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate50.errors = [{instancePath:instancePath+"/receivedDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerGuid !== undefined){
let data6 = data.customerGuid;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err6 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/customerGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs25 === errors;
valid5 = valid5 || _valid2;
const _errs28 = errors;
if(data6 !== null){
const err8 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err9 = {instancePath:instancePath+"/customerGuid",schemaPath:"#/properties/customerGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
let data7 = data.customerName;
const _errs30 = errors;
const _errs31 = errors;
let valid7 = false;
const _errs32 = errors;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid7 = valid7 || _valid3;
const _errs34 = errors;
if(data7 !== null){
const err11 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err12 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate50.errors = vErrors;
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
if(data.customerId !== undefined){
let data8 = data.customerId;
const _errs36 = errors;
const _errs37 = errors;
let valid8 = false;
const _errs38 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs38 === errors;
valid8 = valid8 || _valid4;
const _errs40 = errors;
if(data8 !== null){
const err14 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs40 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err15 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate50.errors = vErrors;
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
if(data.siteGuid !== undefined){
let data9 = data.siteGuid;
const _errs42 = errors;
const _errs43 = errors;
let valid9 = false;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err16 = {instancePath:instancePath+"/siteGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/siteGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var _valid5 = _errs44 === errors;
valid9 = valid9 || _valid5;
const _errs47 = errors;
if(data9 !== null){
const err18 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid5 = _errs47 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err19 = {instancePath:instancePath+"/siteGuid",schemaPath:"#/properties/siteGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteName !== undefined){
let data10 = data.siteName;
const _errs49 = errors;
const _errs50 = errors;
let valid11 = false;
const _errs51 = errors;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid6 = _errs51 === errors;
valid11 = valid11 || _valid6;
const _errs53 = errors;
if(data10 !== null){
const err21 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid6 = _errs53 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err22 = {instancePath:instancePath+"/siteName",schemaPath:"#/properties/siteName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteCode !== undefined){
let data11 = data.siteCode;
const _errs55 = errors;
const _errs56 = errors;
let valid12 = false;
const _errs57 = errors;
if(typeof data11 !== "string"){
const err23 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid7 = _errs57 === errors;
valid12 = valid12 || _valid7;
const _errs59 = errors;
if(data11 !== null){
const err24 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid7 = _errs59 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err25 = {instancePath:instancePath+"/siteCode",schemaPath:"#/properties/siteCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteId !== undefined){
let data12 = data.siteId;
const _errs61 = errors;
const _errs62 = errors;
let valid13 = false;
const _errs63 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err26 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs63 === errors;
valid13 = valid13 || _valid8;
const _errs65 = errors;
if(data12 !== null){
const err27 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs65 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err28 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.siteDeleted !== undefined){
let data13 = data.siteDeleted;
const _errs67 = errors;
const _errs68 = errors;
let valid14 = false;
const _errs69 = errors;
if(typeof data13 !== "boolean"){
const err29 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid9 = _errs69 === errors;
valid14 = valid14 || _valid9;
const _errs71 = errors;
if(data13 !== null){
const err30 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs71 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const err31 = {instancePath:instancePath+"/siteDeleted",schemaPath:"#/properties/siteDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate50.errors = vErrors;
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
if(valid0){
if(data.deviceGuid !== undefined){
let data14 = data.deviceGuid;
const _errs73 = errors;
const _errs74 = errors;
let valid15 = false;
const _errs75 = errors;
const _errs76 = errors;
if(errors === _errs76){
if(errors === _errs76){
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err32 = {instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/deviceGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid10 = _errs75 === errors;
valid15 = valid15 || _valid10;
const _errs78 = errors;
if(data14 !== null){
const err34 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid10 = _errs78 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const err35 = {instancePath:instancePath+"/deviceGuid",schemaPath:"#/properties/deviceGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceSerialNumber !== undefined){
let data15 = data.deviceSerialNumber;
const _errs80 = errors;
const _errs81 = errors;
let valid17 = false;
const _errs82 = errors;
if(typeof data15 !== "string"){
const err36 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid11 = _errs82 === errors;
valid17 = valid17 || _valid11;
const _errs84 = errors;
if(data15 !== null){
const err37 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid11 = _errs84 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const err38 = {instancePath:instancePath+"/deviceSerialNumber",schemaPath:"#/properties/deviceSerialNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceName !== undefined){
let data16 = data.deviceName;
const _errs86 = errors;
const _errs87 = errors;
let valid18 = false;
const _errs88 = errors;
if(typeof data16 !== "string"){
const err39 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid12 = _errs88 === errors;
valid18 = valid18 || _valid12;
const _errs90 = errors;
if(data16 !== null){
const err40 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid12 = _errs90 === errors;
valid18 = valid18 || _valid12;
if(!valid18){
const err41 = {instancePath:instancePath+"/deviceName",schemaPath:"#/properties/deviceName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceId !== undefined){
let data17 = data.deviceId;
const _errs92 = errors;
const _errs93 = errors;
let valid19 = false;
const _errs94 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err42 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid13 = _errs94 === errors;
valid19 = valid19 || _valid13;
const _errs96 = errors;
if(data17 !== null){
const err43 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs96 === errors;
valid19 = valid19 || _valid13;
if(!valid19){
const err44 = {instancePath:instancePath+"/deviceId",schemaPath:"#/properties/deviceId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs92 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceDeleted !== undefined){
let data18 = data.deviceDeleted;
const _errs98 = errors;
const _errs99 = errors;
let valid20 = false;
const _errs100 = errors;
if(typeof data18 !== "boolean"){
const err45 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid14 = _errs100 === errors;
valid20 = valid20 || _valid14;
const _errs102 = errors;
if(data18 !== null){
const err46 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid14 = _errs102 === errors;
valid20 = valid20 || _valid14;
if(!valid20){
const err47 = {instancePath:instancePath+"/deviceDeleted",schemaPath:"#/properties/deviceDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs98 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorGuid !== undefined){
let data19 = data.doorGuid;
const _errs104 = errors;
const _errs105 = errors;
let valid21 = false;
const _errs106 = errors;
const _errs107 = errors;
if(errors === _errs107){
if(errors === _errs107){
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err48 = {instancePath:instancePath+"/doorGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/doorGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
var _valid15 = _errs106 === errors;
valid21 = valid21 || _valid15;
const _errs109 = errors;
if(data19 !== null){
const err50 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs109 === errors;
valid21 = valid21 || _valid15;
if(!valid21){
const err51 = {instancePath:instancePath+"/doorGuid",schemaPath:"#/properties/doorGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs104 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doorName !== undefined){
let data20 = data.doorName;
const _errs111 = errors;
const _errs112 = errors;
let valid23 = false;
const _errs113 = errors;
if(typeof data20 !== "string"){
const err52 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid16 = _errs113 === errors;
valid23 = valid23 || _valid16;
const _errs115 = errors;
if(data20 !== null){
const err53 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid16 = _errs115 === errors;
valid23 = valid23 || _valid16;
if(!valid23){
const err54 = {instancePath:instancePath+"/doorName",schemaPath:"#/properties/doorName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate50.errors = vErrors;
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
if(data.doorId !== undefined){
let data21 = data.doorId;
const _errs117 = errors;
const _errs118 = errors;
let valid24 = false;
const _errs119 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err55 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid17 = _errs119 === errors;
valid24 = valid24 || _valid17;
const _errs121 = errors;
if(data21 !== null){
const err56 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs121 === errors;
valid24 = valid24 || _valid17;
if(!valid24){
const err57 = {instancePath:instancePath+"/doorId",schemaPath:"#/properties/doorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
validate50.errors = vErrors;
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
if(data.doorDeleted !== undefined){
let data22 = data.doorDeleted;
const _errs123 = errors;
const _errs124 = errors;
let valid25 = false;
const _errs125 = errors;
if(typeof data22 !== "boolean"){
const err58 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid18 = _errs125 === errors;
valid25 = valid25 || _valid18;
const _errs127 = errors;
if(data22 !== null){
const err59 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs127 === errors;
valid25 = valid25 || _valid18;
if(!valid25){
const err60 = {instancePath:instancePath+"/doorDeleted",schemaPath:"#/properties/doorDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
validate50.errors = vErrors;
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
if(data.localDoorId !== undefined){
let data23 = data.localDoorId;
const _errs129 = errors;
const _errs130 = errors;
let valid26 = false;
const _errs131 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err61 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid19 = _errs131 === errors;
valid26 = valid26 || _valid19;
const _errs133 = errors;
if(data23 !== null){
const err62 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs133 === errors;
valid26 = valid26 || _valid19;
if(!valid26){
const err63 = {instancePath:instancePath+"/localDoorId",schemaPath:"#/properties/localDoorId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs129 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenGuid !== undefined){
let data24 = data.tokenGuid;
const _errs135 = errors;
const _errs136 = errors;
let valid27 = false;
const _errs137 = errors;
const _errs138 = errors;
if(errors === _errs138){
if(errors === _errs138){
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err64 = {instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/tokenGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
var _valid20 = _errs137 === errors;
valid27 = valid27 || _valid20;
const _errs140 = errors;
if(data24 !== null){
const err66 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid20 = _errs140 === errors;
valid27 = valid27 || _valid20;
if(!valid27){
const err67 = {instancePath:instancePath+"/tokenGuid",schemaPath:"#/properties/tokenGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs135 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenData !== undefined){
let data25 = data.tokenData;
const _errs142 = errors;
const _errs143 = errors;
let valid29 = false;
const _errs144 = errors;
if(typeof data25 !== "string"){
const err68 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid21 = _errs144 === errors;
valid29 = valid29 || _valid21;
const _errs146 = errors;
if(data25 !== null){
const err69 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid21 = _errs146 === errors;
valid29 = valid29 || _valid21;
if(!valid29){
const err70 = {instancePath:instancePath+"/tokenData",schemaPath:"#/properties/tokenData/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs142 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenDescription !== undefined){
let data26 = data.tokenDescription;
const _errs148 = errors;
const _errs149 = errors;
let valid30 = false;
const _errs150 = errors;
if(typeof data26 !== "string"){
const err71 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid22 = _errs150 === errors;
valid30 = valid30 || _valid22;
const _errs152 = errors;
if(data26 !== null){
const err72 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid22 = _errs152 === errors;
valid30 = valid30 || _valid22;
if(!valid30){
const err73 = {instancePath:instancePath+"/tokenDescription",schemaPath:"#/properties/tokenDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs148 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenLost !== undefined){
let data27 = data.tokenLost;
const _errs154 = errors;
const _errs155 = errors;
let valid31 = false;
const _errs156 = errors;
if(typeof data27 !== "boolean"){
const err74 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid23 = _errs156 === errors;
valid31 = valid31 || _valid23;
const _errs158 = errors;
if(data27 !== null){
const err75 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid23 = _errs158 === errors;
valid31 = valid31 || _valid23;
if(!valid31){
const err76 = {instancePath:instancePath+"/tokenLost",schemaPath:"#/properties/tokenLost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs154 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenId !== undefined){
let data28 = data.tokenId;
const _errs160 = errors;
const _errs161 = errors;
let valid32 = false;
const _errs162 = errors;
if((!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))) && (data28 !== null)){
const err77 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid24 = _errs162 === errors;
valid32 = valid32 || _valid24;
const _errs164 = errors;
if(data28 !== null){
const err78 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid24 = _errs164 === errors;
valid32 = valid32 || _valid24;
if(!valid32){
const err79 = {instancePath:instancePath+"/tokenId",schemaPath:"#/properties/tokenId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs160 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenType !== undefined){
let data29 = data.tokenType;
const _errs166 = errors;
const _errs167 = errors;
let valid33 = false;
const _errs168 = errors;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err80 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid25 = _errs168 === errors;
valid33 = valid33 || _valid25;
const _errs170 = errors;
if(data29 !== null){
const err81 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid25 = _errs170 === errors;
valid33 = valid33 || _valid25;
if(!valid33){
const err82 = {instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
validate50.errors = vErrors;
return false;
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
var valid0 = _errs166 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenIfType !== undefined){
let data30 = data.tokenIfType;
const _errs172 = errors;
const _errs173 = errors;
let valid34 = false;
const _errs174 = errors;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err83 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/0/type",keyword:"type",params:{type: schema70.properties.tokenIfType.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid26 = _errs174 === errors;
valid34 = valid34 || _valid26;
const _errs176 = errors;
if(data30 !== null){
const err84 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid26 = _errs176 === errors;
valid34 = valid34 || _valid26;
if(!valid34){
const err85 = {instancePath:instancePath+"/tokenIfType",schemaPath:"#/properties/tokenIfType/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs172 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userGuid !== undefined){
let data31 = data.userGuid;
const _errs178 = errors;
const _errs179 = errors;
let valid35 = false;
const _errs180 = errors;
const _errs181 = errors;
let valid36 = false;
let passing0 = null;
const _errs182 = errors;
const _errs183 = errors;
if(errors === _errs183){
if(errors === _errs183){
if(typeof data31 === "string"){
if(!(formats0.test(data31))){
const err86 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/userGuid",schemaPath:"Guid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
var _valid28 = _errs182 === errors;
if(_valid28){
valid36 = true;
passing0 = 0;
}
const _errs185 = errors;
if(data31 !== null){
const err88 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid28 = _errs185 === errors;
if(_valid28 && valid36){
valid36 = false;
passing0 = [passing0, 1];
}
else {
if(_valid28){
valid36 = true;
passing0 = 1;
}
}
if(!valid36){
const err89 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
var _valid27 = _errs180 === errors;
valid35 = valid35 || _valid27;
const _errs187 = errors;
if(data31 !== null){
const err90 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid27 = _errs187 === errors;
valid35 = valid35 || _valid27;
if(!valid35){
const err91 = {instancePath:instancePath+"/userGuid",schemaPath:"#/properties/userGuid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs179;
if(vErrors !== null){
if(_errs179){
vErrors.length = _errs179;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs178 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userFirstName !== undefined){
let data32 = data.userFirstName;
const _errs189 = errors;
const _errs190 = errors;
let valid38 = false;
const _errs191 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
const err92 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userFirstName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid29 = _errs191 === errors;
valid38 = valid38 || _valid29;
const _errs193 = errors;
if(data32 !== null){
const err93 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid29 = _errs193 === errors;
valid38 = valid38 || _valid29;
if(!valid38){
const err94 = {instancePath:instancePath+"/userFirstName",schemaPath:"#/properties/userFirstName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs189 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userLastName !== undefined){
let data33 = data.userLastName;
const _errs195 = errors;
const _errs196 = errors;
let valid39 = false;
const _errs197 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
const err95 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userLastName.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid30 = _errs197 === errors;
valid39 = valid39 || _valid30;
const _errs199 = errors;
if(data33 !== null){
const err96 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid30 = _errs199 === errors;
valid39 = valid39 || _valid30;
if(!valid39){
const err97 = {instancePath:instancePath+"/userLastName",schemaPath:"#/properties/userLastName/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs196;
if(vErrors !== null){
if(_errs196){
vErrors.length = _errs196;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs195 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userBarred !== undefined){
let data34 = data.userBarred;
const _errs201 = errors;
const _errs202 = errors;
let valid40 = false;
const _errs203 = errors;
if(typeof data34 !== "boolean"){
const err98 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid31 = _errs203 === errors;
valid40 = valid40 || _valid31;
const _errs205 = errors;
if(data34 !== null){
const err99 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid31 = _errs205 === errors;
valid40 = valid40 || _valid31;
if(!valid40){
const err100 = {instancePath:instancePath+"/userBarred",schemaPath:"#/properties/userBarred/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs201 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userDeleted !== undefined){
let data35 = data.userDeleted;
const _errs207 = errors;
const _errs208 = errors;
let valid41 = false;
const _errs209 = errors;
if(typeof data35 !== "boolean"){
const err101 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid32 = _errs209 === errors;
valid41 = valid41 || _valid32;
const _errs211 = errors;
if(data35 !== null){
const err102 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid32 = _errs211 === errors;
valid41 = valid41 || _valid32;
if(!valid41){
const err103 = {instancePath:instancePath+"/userDeleted",schemaPath:"#/properties/userDeleted/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs207 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data36 = data.userId;
const _errs213 = errors;
const _errs214 = errors;
let valid42 = false;
const _errs215 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err104 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/0/type",keyword:"type",params:{type: schema70.properties.userId.anyOf[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid33 = _errs215 === errors;
valid42 = valid42 || _valid33;
const _errs217 = errors;
if(data36 !== null){
const err105 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid33 = _errs217 === errors;
valid42 = valid42 || _valid33;
if(!valid42){
const err106 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs214;
if(vErrors !== null){
if(_errs214){
vErrors.length = _errs214;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs213 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezoneDescription !== undefined){
let data37 = data.timezoneDescription;
const _errs219 = errors;
const _errs220 = errors;
let valid43 = false;
const _errs221 = errors;
if(typeof data37 !== "string"){
const err107 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid34 = _errs221 === errors;
valid43 = valid43 || _valid34;
const _errs223 = errors;
if(data37 !== null){
const err108 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid34 = _errs223 === errors;
valid43 = valid43 || _valid34;
if(!valid43){
const err109 = {instancePath:instancePath+"/timezoneDescription",schemaPath:"#/properties/timezoneDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs220;
if(vErrors !== null){
if(_errs220){
vErrors.length = _errs220;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs219 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tz !== undefined){
let data38 = data.tz;
const _errs225 = errors;
const _errs226 = errors;
let valid44 = false;
const _errs227 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err110 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid35 = _errs227 === errors;
valid44 = valid44 || _valid35;
const _errs229 = errors;
if(data38 !== null){
const err111 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid35 = _errs229 === errors;
valid44 = valid44 || _valid35;
if(!valid44){
const err112 = {instancePath:instancePath+"/tz",schemaPath:"#/properties/tz/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs225 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installerCode !== undefined){
let data39 = data.installerCode;
const _errs231 = errors;
const _errs232 = errors;
let valid45 = false;
const _errs233 = errors;
if(typeof data39 !== "string"){
const err113 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid36 = _errs233 === errors;
valid45 = valid45 || _valid36;
const _errs235 = errors;
if(data39 !== null){
const err114 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid36 = _errs235 === errors;
valid45 = valid45 || _valid36;
if(!valid45){
const err115 = {instancePath:instancePath+"/installerCode",schemaPath:"#/properties/installerCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
validate50.errors = vErrors;
return false;
}
else {
errors = _errs232;
if(vErrors !== null){
if(_errs232){
vErrors.length = _errs232;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs231 === errors;
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
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"eventId":true,"displayName":true,"priorityDescription":true,"eventType":true,"eventDate":true,"receivedDate":true,"customerGuid":true,"customerName":true,"customerId":true,"siteGuid":true,"siteName":true,"siteCode":true,"siteId":true,"siteDeleted":true,"deviceGuid":true,"deviceSerialNumber":true,"deviceName":true,"deviceId":true,"deviceDeleted":true,"doorGuid":true,"doorName":true,"doorId":true,"doorDeleted":true,"localDoorId":true,"tokenGuid":true,"tokenData":true,"tokenDescription":true,"tokenLost":true,"tokenId":true,"tokenType":true,"tokenIfType":true,"userGuid":true,"userFirstName":true,"userLastName":true,"userBarred":true,"userDeleted":true,"userId":true,"timezoneDescription":true,"tz":true,"installerCode":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationForm = validate51;
const schema89 = {"type":"object","required":[],"properties":{"applicationName":{"anyOf":[{"type":"string","minLength":1,"maxLength":250},{"type":"null"}]},"applicationEmail":{"anyOf":[{"type":"string","pattern":"^[^\\s@]+@[^\\s@]+$","description":"local-part@domain"},{"type":"null"}]}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[^\\s@]+@[^\\s@]+$", "u");

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
validate51.errors = vErrors;
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
if(!pattern4.test(data1)){
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
validate51.errors = vErrors;
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"applicationName":true,"applicationEmail":true},"dynamicProps":false,"dynamicItems":false};

const RegistrationResult = validate52;
const schema90 = {"type":"object","x-client-required":["applicationToken"],"required":["applicationToken"],"properties":{"applicationName":{"anyOf":[{"type":"string"},{"type":"null"}]},"applicationEmail":{"anyOf":[{"type":"string"},{"type":"null"}]},"applicationToken":{"type":"string"},"expirationDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"numberOfConnections":{"anyOf":[{"type":"integer","minimum":1,"description":"simultaneous connections allowed"},{"type":"null"}]}}};

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
if((data.applicationToken === undefined) && (missing0 = "applicationToken")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate52.errors = vErrors;
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
validate52.errors = vErrors;
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
validate52.errors = [{instancePath:instancePath+"/applicationToken",schemaPath:"#/properties/applicationToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err6 = {instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
valid3 = valid3 || _valid2;
const _errs20 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err9 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate52.errors = vErrors;
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
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors === _errs24){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid3 = _errs24 === errors;
valid5 = valid5 || _valid3;
const _errs26 = errors;
if(data4 !== null){
const err12 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err13 = {instancePath:instancePath+"/numberOfConnections",schemaPath:"#/properties/numberOfConnections/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate52.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs22 === errors;
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"applicationName":true,"applicationEmail":true,"applicationToken":true,"expirationDate":true,"numberOfConnections":true},"dynamicProps":false,"dynamicItems":false};

const LoginRequest = validate53;
const schema92 = {"type":"object","required":[],"properties":{"userName":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}]},"password":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}]},"type":{"anyOf":[{"const":"passwordCredentials"},{"type":"null"}]}}};

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
validate53.errors = vErrors;
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
validate53.errors = vErrors;
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
validate53.errors = vErrors;
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"userName":true,"password":true,"type":true},"dynamicProps":false,"dynamicItems":false};

const LoginResponse = validate54;
const schema93 = {"type":"object","x-client-required":["sessionToken"],"required":["sessionToken"],"properties":{"sessionToken":{"type":"string"},"expirationDate":{"anyOf":[{"$ref":"DateTime"},{"type":"null"}]},"loginMessage":{"anyOf":[{"type":["string","null"]},{"type":"null"}]}}};

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
if((data.sessionToken === undefined) && (missing0 = "sessionToken")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sessionToken !== undefined){
const _errs1 = errors;
if(typeof data.sessionToken !== "string"){
validate54.errors = [{instancePath:instancePath+"/sessionToken",schemaPath:"#/properties/sessionToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats2.validate(data1))){
const err0 = {instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err1 = {instancePath:instancePath+"/expirationDate",schemaPath:"DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/expirationDate",schemaPath:"#/properties/expirationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate54.errors = vErrors;
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
const _errs10 = errors;
const _errs11 = errors;
let valid3 = false;
const _errs12 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf/0/type",keyword:"type",params:{type: schema93.properties.loginMessage.anyOf[0].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid3 = valid3 || _valid1;
const _errs14 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err6 = {instancePath:instancePath+"/loginMessage",schemaPath:"#/properties/loginMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate54.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
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
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"sessionToken":true,"expirationDate":true,"loginMessage":true},"dynamicProps":false,"dynamicItems":false};


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
