// Generated from the driver API's contract (openapi/driver/openapi.yaml, openapi/driver/*.yaml) by `npm run codegen`. Do not edit.
// @ts-nocheck
/* eslint-disable */
let loaded;
export function loadValidators() {
  if (loaded) return loaded;
  const exports = {};
exports.createDriverSession_body = validate21;
const schema32 = {"$ref":"components.json#/$defs/OpenDriverSession"};
const schema34 = {"type":"object","description":"The token of a job link.","required":["token"],"additionalProperties":false,"properties":{"token":{"type":"string","description":"The 43 characters after `#` in `/driver/open#…` (or after `/driver/s/`).","minLength":1,"maxLength":200,"examples":["Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY"]}}};
const func1 = require("ajv/dist/runtime/ucs2length").default;

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.token === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/OpenDriverSession/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "token")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/OpenDriverSession/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.token !== undefined){
let data0 = data.token;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/token",schemaPath:"components.json#/$defs/OpenDriverSession/properties/token/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/token",schemaPath:"components.json#/$defs/OpenDriverSession/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/token",schemaPath:"components.json#/$defs/OpenDriverSession/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"components.json#/$defs/OpenDriverSession/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.moveDriverJob_body = validate23;
const schema35 = {"$ref":"components.json#/$defs/DriverMove"};
const schema36 = {"type":"object","description":"One step on a job.","required":["step"],"additionalProperties":false,"properties":{"step":{"$ref":"components.json#/$defs/DriverStep"},"position":{"$ref":"components.json#/$defs/DriverPositionReport"},"note":{"type":"string","minLength":1,"maxLength":500,"description":"A word for dispatch; with a no-show, what the driver did to find the traveller.","examples":["Waited at the arrivals exit; called twice."]},"occurred_at":{"$ref":"components.json#/$defs/Timestamp","description":"When the driver made the move, if not now (a move queued offline); at most 12 hours ago."}}};
const schema37 = {"type":"string","description":"A step a driver takes on a job: `accept`, `en_route`, `arrived`, `on_board` (passenger on board), `completed`, `no_show`.","enum":["accept","en_route","arrived","on_board","completed","no_show"],"examples":["en_route"]};
const schema39 = {"type":"string","format":"date-time","description":"RFC 3339 timestamp in UTC.","examples":["2026-11-26T10:00:00.000Z"]};
const schema38 = {"type":"object","description":"A position as the phone's Geolocation API reports it.","required":["latitude","longitude","recorded_at"],"additionalProperties":false,"properties":{"latitude":{"type":"number","minimum":-90,"maximum":90,"examples":[25.2285]},"longitude":{"type":"number","minimum":-180,"maximum":180,"examples":[55.3273]},"accuracy":{"type":["number","null"],"minimum":0,"maximum":100000,"description":"Radius of uncertainty in metres.","examples":[12]},"heading":{"type":["number","null"],"minimum":0,"maximum":360,"description":"Degrees clockwise from north; null when standing still.","examples":[90]},"recorded_at":{"$ref":"components.json#/$defs/Timestamp","description":"When the phone took it; not ahead of the service's clock."}}};
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.latitude === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.longitude === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.recorded_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recorded_at"},message:"must have required property '"+"recorded_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "latitude") || (key0 === "longitude")) || (key0 === "accuracy")) || (key0 === "heading")) || (key0 === "recorded_at"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.latitude !== undefined){
let data0 = data.latitude;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 90 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < -90 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
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
const err6 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.longitude !== undefined){
let data1 = data.longitude;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 180 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -180 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.accuracy !== undefined){
let data2 = data.accuracy;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err10 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/type",keyword:"type",params:{type: schema38.properties.accuracy.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.heading !== undefined){
let data3 = data.heading;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err13 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: schema38.properties.heading.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 360 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/maximum",keyword:"maximum",params:{comparison: "<=", limit: 360},message:"must be <= 360"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.recorded_at !== undefined){
let data4 = data.recorded_at;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err16 = {instancePath:instancePath+"/recorded_at",schemaPath:"components.json#/$defs/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err17 = {instancePath:instancePath+"/recorded_at",schemaPath:"components.json#/$defs/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.step === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "step") || (key0 === "position")) || (key0 === "note")) || (key0 === "occurred_at"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.step !== undefined){
let data0 = data.step;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/step",schemaPath:"components.json#/$defs/DriverStep/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data0 === "accept") || (data0 === "en_route")) || (data0 === "arrived")) || (data0 === "on_board")) || (data0 === "completed")) || (data0 === "no_show"))){
const err3 = {instancePath:instancePath+"/step",schemaPath:"components.json#/$defs/DriverStep/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.position !== undefined){
if(!(validate25(data.position, {instancePath:instancePath+"/position",parentData:data,parentDataProperty:"position",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.note !== undefined){
let data2 = data.note;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.occurred_at !== undefined){
let data3 = data.occurred_at;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err7 = {instancePath:instancePath+"/occurred_at",schemaPath:"components.json#/$defs/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/occurred_at",schemaPath:"components.json#/$defs/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.shareDriverPosition_body = validate28;
const schema41 = {"$ref":"components.json#/$defs/DriverPositionReport"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.latitude === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.longitude === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.recorded_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recorded_at"},message:"must have required property '"+"recorded_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "latitude") || (key0 === "longitude")) || (key0 === "accuracy")) || (key0 === "heading")) || (key0 === "recorded_at"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.latitude !== undefined){
let data0 = data.latitude;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 90 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < -90 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
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
const err6 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.longitude !== undefined){
let data1 = data.longitude;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 180 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -180 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.accuracy !== undefined){
let data2 = data.accuracy;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err10 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/type",keyword:"type",params:{type: schema38.properties.accuracy.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/accuracy",schemaPath:"#/properties/accuracy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.heading !== undefined){
let data3 = data.heading;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err13 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/type",keyword:"type",params:{type: schema38.properties.heading.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 360 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/maximum",keyword:"maximum",params:{comparison: "<=", limit: 360},message:"must be <= 360"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/heading",schemaPath:"#/properties/heading/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.recorded_at !== undefined){
let data4 = data.recorded_at;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err16 = {instancePath:instancePath+"/recorded_at",schemaPath:"components.json#/$defs/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err17 = {instancePath:instancePath+"/recorded_at",schemaPath:"components.json#/$defs/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  loaded = exports;
  return loaded;
}
