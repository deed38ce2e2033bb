// Generated from openapi.yaml by `npm run codegen`. Do not edit.
// @ts-nocheck
/* eslint-disable */
"use strict";
export const getSandboxAvailability_query = validate20;
const schema31 = {"type":"object","properties":{"date":{"$ref":"components.json#/$defs/IsoDate"},"vehicle_class":{"$ref":"components.json#/$defs/VehicleClass"},"expires":{"type":"integer","minimum":0,"examples":[1798761600]},"sig":{"type":"string","pattern":"^[A-Za-z0-9_-]{43}$","examples":["hL5v1Vb0oYt2mY0m3m8m6yq3Qm1v9a0F0sQy2kTq7ZM"]}},"required":["date","vehicle_class","expires","sig"],"additionalProperties":false};
const schema33 = {"type":"string","format":"date","description":"Calendar date, `YYYY-MM-DD`.","examples":["2026-12-05"]};
const schema34 = {"type":"string","description":"Vehicle class, hired with its licensed chauffeur. Seats: `VIP_V_CLASS` 7 (multi-purpose\nexecutive van), `EXECUTIVE_SEDAN` 3 (executive saloon), `LUXURY_COACH` 30 (coach).\n","enum":["VIP_V_CLASS","EXECUTIVE_SEDAN","LUXURY_COACH"]};
const formats0 = require("ajv-formats/dist/formats").fullFormats.date;
const pattern4 = new RegExp("^[A-Za-z0-9_-]{43}$", "u");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.vehicle_class === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle_class"},message:"must have required property '"+"vehicle_class"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expires === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expires"},message:"must have required property '"+"expires"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sig === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sig"},message:"must have required property '"+"sig"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "date") || (key0 === "vehicle_class")) || (key0 === "expires")) || (key0 === "sig"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err5 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["date"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err6 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.vehicle_class !== undefined){
let data1 = data.vehicle_class;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err7 = {instancePath:instancePath+"/vehicle_class",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["vehicle_class"] = coerced1;
}
}
}
if(!(((data1 === "VIP_V_CLASS") || (data1 === "EXECUTIVE_SEDAN")) || (data1 === "LUXURY_COACH"))){
const err8 = {instancePath:instancePath+"/vehicle_class",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.expires !== undefined){
let data2 = data.expires;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
const err9 = {instancePath:instancePath+"/expires",schemaPath:"#/properties/expires/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["expires"] = coerced2;
}
}
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/expires",schemaPath:"#/properties/expires/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.sig !== undefined){
let data3 = data.sig;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err11 = {instancePath:instancePath+"/sig",schemaPath:"#/properties/sig/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["sig"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err12 = {instancePath:instancePath+"/sig",schemaPath:"#/properties/sig/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{43}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{43}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const discriminatorValues = {"type":["airport","coordinates","hotel"],"action":["developer_handshake","credit_line_application","wallet_topup","account_payload","tracking_link"]};
